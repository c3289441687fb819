// A site's fish health in the selected week: PD, ISA, lice against the limit (A42).
import type { Language } from '@havkart/domain';
import { text } from './strings.js';
import { siteHealth, useFishHealth } from './use-fish-health.js';

const number = (language: Language, value: number) =>
  value.toLocaleString(language, { maximumFractionDigits: 2 });

export function SiteWeekFacts({ loknr, language }: { loknr: number; language: Language }) {
  const state = useFishHealth();
  if (state.status === 'loading') return <p>{text(language, 'loading')}</p>;
  if (state.status === 'failed') return <p role="alert">{text(language, 'weekFailed')}</p>;
  const site = siteHealth(state, loknr);
  const yesNo = (value: boolean | undefined) => text(language, value ? 'yes' : 'no');
  const lice =
    site && site.hasReportedLice && site.avgAdultFemaleLice !== null
      ? number(language, site.avgAdultFemaleLice)
      : text(language, 'notReported');
  return (
    <dl data-testid="aquaculture-week">
      <dt>{text(language, 'field.week')}</dt>
      <dd>
        {state.week.week} ({state.week.year})
      </dd>
      <dt>{text(language, 'field.pd')}</dt>
      <dd data-testid="aquaculture-pd">{yesNo(site?.hasPd)}</dd>
      <dt>{text(language, 'field.isa')}</dt>
      <dd data-testid="aquaculture-isa">{yesNo(site?.hasIla)}</dd>
      <dt>{text(language, 'field.lice')}</dt>
      <dd data-testid="aquaculture-lice">
        {lice}
        {site && site.lice !== 'unreported' && ` (${text(language, `lice.${site.lice}`)})`}
      </dd>
      {site && (
        <>
          <dt>{text(language, 'field.liceLimit')}</dt>
          <dd>{number(language, site.liceLimit)}</dd>
        </>
      )}
      {site?.isFallow && (
        <>
          <dt>{text(language, 'field.fallow')}</dt>
          <dd>{text(language, 'yes')}</dd>
        </>
      )}
    </dl>
  );
}
