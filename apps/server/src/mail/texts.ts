import type { Mail } from './mailer.js';

/**
 * The mails Havkart sends. Registration happens before a language is known to the server,
 * so each mail carries Norwegian first and English below, as a bilingual letter would.
 */
const SEPARATOR = '\n\n— English below —\n\n';

function bilingual(to: string, subject: [string, string], body: [string, string]): Mail {
  return {
    to,
    subject: `${subject[0]} / ${subject[1]}`,
    text: `${body[0]}${SEPARATOR}${body[1]}\n`,
  };
}

export function activationMail(to: string, firstName: string, link: string, hours: number): Mail {
  return bilingual(
    to,
    ['Aktiver brukeren din i Havkart', 'Activate your Havkart user'],
    [
      `Hei ${firstName},\n\nÅpne lenken for å aktivere brukeren din:\n${link}\n\n` +
        `Lenken virker i ${hours} timer og kan brukes én gang.`,
      `Hello ${firstName},\n\nOpen the link to activate your user:\n${link}\n\n` +
        `The link works for ${hours} hours and can be used once.`,
    ],
  );
}

export type ApplicationKind = 'ais' | 'arctic' | 'fiskinfo';
export type Decision = 'Approved' | 'Rejected' | 'Revoked';

const KIND_NAMES: Record<ApplicationKind, [string, string]> = {
  ais: ['begrenset AIS-tilgang', 'restricted AIS access'],
  arctic: ['arktisk AIS-tilgang', 'arctic AIS access'],
  fiskinfo: ['FiskInfo-tilgang', 'FiskInfo access'],
};

const DECISIONS: Record<Decision, [string, string]> = {
  Approved: ['er godkjent', 'has been approved'],
  Rejected: ['er avslått', 'has been rejected'],
  Revoked: ['er trukket tilbake', 'has been revoked'],
};

export function decisionMail(
  to: string,
  kind: ApplicationKind,
  decision: Decision,
  reason: string | null,
): Mail {
  const [kindNb, kindEn] = KIND_NAMES[kind];
  const [decisionNb, decisionEn] = DECISIONS[decision];
  const why = (label: string) => (reason ? `\n\n${label}:\n${reason}` : '');
  return bilingual(
    to,
    [`Søknaden om ${kindNb} ${decisionNb}`, `Your application for ${kindEn} ${decisionEn}`],
    [
      `Søknaden din om ${kindNb} i Havkart ${decisionNb}.${why('Begrunnelse')}`,
      `Your application for ${kindEn} in Havkart ${decisionEn}.${why('Reason')}`,
    ],
  );
}
