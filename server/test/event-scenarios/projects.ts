import { scenario, type EventScenario, type ScenarioWorld } from './types.ts';

const json = <T>(res: { statusCode: number; body: string; json<U>(): U }, step: string): T => {
  if (res.statusCode >= 300) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
};

let serial = 0;
const projectName = () => `Walk project ${++serial}`;

/** A project Sam adds with Leo and Lena in its team. */
async function newProject(w: ScenarioWorld, userIds = [w.org.lead.id, w.org.lead2.id]): Promise<number> {
  const sam = await w.as(w.org.superAdmin);
  const res = await sam.post('/api/v1/projects', {
    name: projectName(),
    description: 'A project of the walk',
    userIds,
  });
  return json<{ id: number }>(res, 'add a project').id;
}

const project = (id: number) => ({ kind: 'project' as const, id });

/** The write operations of this area, each called once as a user would (see ./types.ts). */
export const SCENARIOS: EventScenario[] = [
  scenario({
    operation: 'POST /api/v1/projects/',
    request: async (w) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.post('/api/v1/projects', {
        name: projectName(),
        description: 'Launch window',
        userIds: [w.org.lead.id],
      });
      return { res, type: 'project.created', subject: project(res.json<{ id: number }>().id) };
    },
  }),
  scenario({
    operation: 'PUT /api/v1/projects/{id}',
    prepare: (w) => newProject(w),
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.request({
        method: 'PUT',
        url: `/api/v1/projects/${id}`,
        payload: { name: projectName(), description: 'Renamed' },
      });
      return { res, type: 'project.updated', subject: project(id) };
    },
  }),
  scenario({
    operation: 'DELETE /api/v1/projects/{id}',
    prepare: (w) => newProject(w),
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.request({ method: 'DELETE', url: `/api/v1/projects/${id}` });
      return { res, type: 'project.deleted', subject: project(id) };
    },
  }),
  scenario({
    operation: 'POST /api/v1/projects/{id}/members',
    prepare: (w) => newProject(w, [w.org.lead.id]),
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.post(`/api/v1/projects/${id}/members`, { userIds: [w.org.lead2.id] });
      return { res, type: 'project.members_added', subject: project(id) };
    },
  }),
  scenario({
    operation: 'POST /api/v1/projects/{id}/members/remove',
    prepare: (w) => newProject(w),
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.post(`/api/v1/projects/${id}/members/remove`, { userIds: [w.org.lead2.id] });
      return { res, type: 'project.members_removed', subject: project(id) };
    },
  }),
];
