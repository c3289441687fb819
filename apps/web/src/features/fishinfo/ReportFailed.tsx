// 'The report could not be submitted' with the Coast Guard's number (R24.24, A49).
import { useTranslation } from 'react-i18next';

export function ReportFailed({ message }: { message?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="fishinfo-failed" data-testid="report-failed">
      <strong>{t('fishinfo.reportFailed')}</strong>
      {message && <p>{message}</p>}
      <p>{t('fishinfo.reportFailedAdvice')}</p>
    </div>
  );
}
