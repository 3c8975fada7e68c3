import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../../../shared/rules/relative-time.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { relativeTimeText } from '../../lib/relative-time-text.ts';

/** When an event happened, as a relative time ("2 hours ago") with the exact instant on hover. */
export function EventWhen({ at, now, timeZone }: { at: string; now: Date; timeZone: string }) {
  const { t, i18n } = useTranslation();
  return (
    <time dateTime={at} title={formatInstant(at, timeZone)}>
      {relativeTimeText(relativeTime(new Date(at), now, timeZone), t, i18n.language)}
    </time>
  );
}
