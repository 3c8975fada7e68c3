import { formatDay } from '../../shared/rules/dates.ts';
import type { NotificationKind } from '../../shared/rules/notifications.ts';
import type { Translate } from '../lib/translate.ts';
import type { OutgoingMail } from '../modules/mail/mail.service.ts';
import { renderMail, type Recipient } from './templates.ts';

/** One notification as the digest lists it: what kind, who did it, about what, when, and where it leads. */
export interface DigestItem {
  kind: NotificationKind;
  /** Who did it; null for the system. */
  actorName: string | null;
  /** The object's own name where it has one ('0007 (Write the spec)'), else null. */
  object: string | null;
  /** The calendar day it happened, in the person's time zone (YYYY-MM-DD). */
  day: string;
  url: string;
}

/** A kind of notification told in one sentence, in the reader's language. */
function sentence(t: Translate, item: DigestItem): string {
  const actor = item.actorName ?? 'Orgdesk';
  const object = item.object ?? '';
  switch (item.kind) {
    case 'mention':
      return t('{{actor}} mentioned you on {{object}}', { actor, object });
    case 'task_assigned':
      return t('{{actor}} assigned {{object}} to you', { actor, object });
    case 'task_comment':
      return t('{{actor}} commented on {{object}}', { actor, object });
    case 'task_due':
      return t('{{object}} is due tomorrow', { object });
    case 'task_overdue':
      // Someone's reminder, or the task's own due date passing (no one did it).
      return item.actorName
        ? t('{{actor}} reminded you that {{object}} is overdue', { actor, object })
        : t('{{object}} became overdue', { object });
    case 'leave_requested':
      return t('{{actor}} asked you for leave', { actor });
    case 'leave_decided':
      return t('{{actor}} answered your leave request', { actor });
    case 'team_leave':
      return item.object
        ? t('{{object}} starts leave tomorrow', { object })
        : t('Someone in your team starts leave tomorrow');
    case 'compensatory':
      return t('Your compensatory leave changed');
    case 'holiday':
      return t('{{actor}} added the holiday {{object}} to your calendar', { actor, object });
    case 'letter':
      return t('{{actor}} answered your letter request', { actor });
    case 'tax_proof':
      return t('{{actor}} reviewed your IT proof or declaration', { actor });
    case 'appraisal':
      return t('{{actor}} moved an appraisal forward', { actor });
    case 'access_changed':
      return t('{{actor}} changed your manager, role or permissions', { actor });
  }
}

/**
 * The daily digest: the notifications of the kinds a person hears of in the digest, since their
 * last one, each a link to its object.
 */
export function dailyDigestMail(
  input: Recipient & {
    items: DigestItem[];
    /** How many more there were than the mail lists. */
    more: number;
    /** Settings > Notifications, where the person chooses what comes here. */
    settingsUrl: string;
  },
): OutgoingMail {
  return renderMail('daily_digest', input, (t) => {
    const lines = [t('Here is what happened around you since your last digest:')];
    return {
      subject: t('Your daily Orgdesk digest'),
      lines,
      sections: [
        {
          links: input.items.map((item) => ({
            label: t('{{date}}: {{sentence}}', { date: formatDay(item.day), sentence: sentence(t, item) }),
            url: item.url,
          })),
        },
      ],
      action: { label: t('Choose what comes in this digest'), url: input.settingsUrl },
      footer:
        input.more > 0
          ? t(
              '… and {{count}} more in the app. You receive this digest once a day when something happened.',
              {
                count: input.more,
              },
            )
          : t('You receive this digest once a day when something happened.'),
    };
  });
}
