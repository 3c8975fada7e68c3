import { scenario, type EventScenario } from './types.ts';

/** The audit log's own setting. */
export const SCENARIOS: EventScenario[] = [
  scenario({
    operation: 'PUT /api/v1/audit/settings',
    request: async (w) => {
      const ada = await w.as(w.org.admin);
      const current = (await ada.get('/api/v1/audit/settings')).json<{ retentionDays: number | null }>();
      const res = await ada.request({
        method: 'PUT',
        url: '/api/v1/audit/settings',
        payload: { retentionDays: current.retentionDays === 365 ? 730 : 365 },
      });
      return {
        res,
        type: 'audit.retention_changed',
        subject: { kind: 'audit_settings', id: 'organisation' },
      };
    },
  }),
];
