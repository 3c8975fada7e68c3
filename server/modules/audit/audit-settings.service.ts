import type { AuditSettings, AuditSettingsBody } from '../../../shared/schemas/audit.schema.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { allows, authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { changesOf, publish } from '../events/events.service.ts';
import { organisationAuditRetentionDays, setOrganisationAuditRetention } from '../org/org.service.ts';
import { AUDIT_GATES } from './audit.service.ts';

/** How long the audit log keeps events (null: forever, the default). */
export async function getAuditSettings(ctx: AppContext, actor: SessionUser): Promise<AuditSettings> {
  authorize(AUDIT_GATES, actor, 'view');
  return {
    retentionDays: await organisationAuditRetentionDays(ctx),
    abilities: { edit: allows(AUDIT_GATES, actor, 'configure') },
  };
}

/**
 * Sets the retention. The change is itself recorded, so the log tells who shortened it; the
 * nightly retention job deletes what falls outside it.
 */
export async function updateAuditSettings(
  ctx: AppContext,
  actor: SessionUser,
  body: AuditSettingsBody,
): Promise<AuditSettings> {
  authorize(AUDIT_GATES, actor, 'configure');
  const stored = await organisationAuditRetentionDays(ctx);
  const changes = changesOf({ retentionDays: stored }, { retentionDays: body.retentionDays }, [
    'retentionDays',
  ]);
  await ctx.db.transaction(async (tx) => {
    await setOrganisationAuditRetention(tx, body.retentionDays);
    if (Object.keys(changes).length > 0)
      await publish(tx, {
        type: 'audit.retention_changed',
        actorId: actor.id,
        subject: { kind: 'audit_settings', id: 'organisation' },
        changes,
      });
  });
  return { retentionDays: body.retentionDays, abilities: { edit: true } };
}
