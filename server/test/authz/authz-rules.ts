/**
 * The authorization matrix's table: for each kind of object the API addresses by id, and each
 * kind of operation on it, which relationships to the object's owner are allowed, which see the
 * object but are refused (403), and so, by elimination, which are told it does not exist (404).
 *
 * The rules are the policy files' (server/modules/<area>/<area>.policy.ts and the queries they
 * name), which state the spec's (spec 000, 001, 002 §6, DESIGN.md "Contracts"); each rule says
 * where it comes from. The relationships are those of subject-tree.ts: the Super admin heads the
 * tree, so it is above the subject as well as an Admin; every employee holds the Users, Tasks and
 * Projects permissions, and `hr` the HR group as well.
 */
import type { Operation } from '../fuzz/openapi-operations.ts';
import { ORGANISATION_PARAMETERS, pathParameters } from './operation-walk.ts';
import type { OwnedObjects } from './owned-objects.ts';
import type { Relationship } from './subject-tree.ts';

export interface Rule {
  /** May do it: a read answers them 2xx, a write does not refuse them. */
  allowed: readonly Relationship[];
  /** See the object but may not do this: 403. Everyone else: 404. */
  forbidden?: readonly Relationship[];
  /** Why an allowed caller's write is not sent: it would take the object away from the calls after it. */
  notSentWhenAllowed?: string;
  /** The policy (and spec) the rule is written from. */
  source: string;
}

interface KindRules {
  /** Every GET not listed in `actions`. */
  read: Rule;
  /** Every other method not listed in `actions`: the owner's own change, unless the policy says more. */
  write: Rule;
  /** By method and the path after the object's parameter: `POST /approve`, `DELETE`. */
  actions?: Record<string, Rule>;
}

const ADMINS = ['admin', 'superAdmin'] as const;
/** Above the subject in the tree (the Super admin heads it). */
const ABOVE = ['manager', 'skipManager', 'superAdmin'] as const;
/** The subject's project's members. */
const PROJECT_TEAM = ['self', 'manager', 'skipManager', 'report', 'skipReport', 'peer'] as const;
/** ReviewTaxDocuments, IssueLetters, ManageAppraisals: the HR group and Admins. */
const HR_HOLDERS = ['hr', ...ADMINS] as const;

const without = (list: readonly Relationship[], ...left: Relationship[]) =>
  list.filter((r) => !left.includes(r));
const unique = (...lists: (readonly Relationship[])[]) => [...new Set(lists.flat())];

const PERSON_SEERS = unique(['self'], ABOVE, ADMINS);
const PERSON_MANAGERS = without(PERSON_SEERS, 'self');
const TASK_SEERS = unique(['self', 'manager', 'skipManager'], ADMINS);
const LEAVE_SEERS = unique(['self'], ABOVE, ADMINS);
const RECORD_SEERS = unique(['self'], ABOVE);
const HR_SEERS = unique(['self'], HR_HOLDERS);
const APPRAISAL_SEERS = unique(['self', 'manager'], HR_HOLDERS);

/** The owner's own change: allowed to them, refused (403) to the others who see the object. */
const ownersOnly = (seers: readonly Relationship[], source: string): Rule => ({
  allowed: ['self'],
  forbidden: without(seers, 'self'),
  source,
});

const personManage = (source: string, notSentWhenAllowed?: string): Rule => ({
  allowed: PERSON_MANAGERS,
  forbidden: ['self'],
  source,
  ...(notSentWhenAllowed ? { notSentWhenAllowed } : {}),
});

export type Kind =
  | 'person'
  | 'project'
  | 'task'
  | 'comment'
  | 'attachment'
  | 'leave'
  | 'attendanceRecord'
  | 'letterRequest'
  | 'appraisal'
  | 'taxProof'
  | 'taxDeclaration'
  | 'notification';

export const RULES: Record<Kind, KindRules> = {
  person: {
    read: {
      allowed: PERSON_SEERS,
      source:
        'users.policy.ts PERSON_POLICY: the person and everyone above them, Admins everyone (spec 001 §6); leave.policy.ts BALANCES_POLICY alike',
    },
    write: personManage(
      'PERSON_POLICY edit: someone in scope, never oneself, with EditUser',
      'the edit form’s values move the subject under another manager',
    ),
    actions: {
      DELETE: personManage('PERSON_POLICY delete: someone in scope, never oneself, with DeleteUser'),
      'POST /deactivate': personManage(
        'PERSON_POLICY deactivate: someone in scope, never oneself',
        'it deactivates the subject',
      ),
      'POST /activate': {
        allowed: [],
        forbidden: PERSON_SEERS,
        source: 'PERSON_POLICY activate: an inactive person only, and the subject is active',
      },
      'POST /leave-corrections': {
        allowed: ADMINS,
        forbidden: without(PERSON_SEERS, ...ADMINS),
        source: 'leave.policy.ts BALANCES_POLICY correct: an Admin, for anyone but themself',
      },
    },
  },
  project: {
    read: {
      allowed: unique(PROJECT_TEAM, ADMINS),
      source:
        'projects.policy.ts: Admins see every project, everyone else the projects whose team they are in (spec 001 §6)',
    },
    write: {
      allowed: unique(PROJECT_TEAM, ADMINS),
      source: 'projects.policy.ts PROJECT_GATES (the project permissions, held here) on a project in sight',
    },
  },
  task: {
    read: {
      allowed: TASK_SEERS,
      source:
        'tasks.repository.ts visibleTasksSql: tasks of the caller’s projects given or assigned by someone in their subtree; Admins all (spec 000 §6)',
    },
    write: {
      allowed: TASK_SEERS,
      source: 'tasks.policy.ts TASK_POLICY on a task in sight (EditTask held here)',
    },
    actions: {
      PUT: {
        allowed: TASK_SEERS,
        source: 'TASK_POLICY edit: a task in sight, with EditTask',
        notSentWhenAllowed: 'the edit form’s values assign the task to someone else',
      },
    },
  },
  comment: {
    read: { allowed: TASK_SEERS, source: 'a comment is read with its task (TIMELINE_POLICY)' },
    write: ownersOnly(
      TASK_SEERS,
      'tasks.policy.ts COMMENT_POLICY: only its author edits a comment (spec 000 §6)',
    ),
  },
  attachment: {
    read: {
      allowed: TASK_SEERS,
      source: 'an attachment is read with its task (task-attachments.service.ts)',
    },
    write: ownersOnly(TASK_SEERS, 'an attachment is its comment’s author’s'),
  },
  leave: {
    read: {
      allowed: LEAVE_SEERS,
      source: 'leave.policy.ts LEAVE_POLICY see: its applicant, the people above them, Admins',
    },
    write: ownersOnly(LEAVE_SEERS, 'LEAVE_POLICY change: only the applicant changes or withdraws a leave'),
    actions: {
      'POST /approve': {
        allowed: without(LEAVE_SEERS, 'self'),
        forbidden: ['self'],
        source:
          'LEAVE_POLICY decide: those above the applicant and Admins, never the applicant (spec 002 §6)',
      },
      'POST /reject': {
        allowed: without(LEAVE_SEERS, 'self'),
        forbidden: ['self'],
        source: 'LEAVE_POLICY decide',
      },
      'POST /cancel': { allowed: LEAVE_SEERS, source: 'LEAVE_POLICY cancel: whoever sees an approved leave' },
    },
  },
  attendanceRecord: {
    read: {
      allowed: RECORD_SEERS,
      source: 'attendance.policy.ts RECORD_POLICY: its person and the people above them, not Admins as such',
    },
    write: ownersOnly(RECORD_SEERS, 'RECORD_POLICY: nobody changes someone else’s record'),
  },
  letterRequest: {
    read: {
      allowed: HR_SEERS,
      source: 'letters.policy.ts LETTER_POLICY see: the requester and IssueLetters holders',
    },
    write: ownersOnly(HR_SEERS, 'LETTER_POLICY cancel: only the requester withdraws a request'),
    actions: {
      'GET /draft': {
        allowed: HR_HOLDERS,
        forbidden: ['self'],
        source: 'LETTER_POLICY decide: the draft is where an issuer starts',
      },
      'POST /issue': {
        allowed: HR_HOLDERS,
        forbidden: ['self'],
        source: 'LETTER_POLICY decide: IssueLetters',
      },
      'POST /reject': {
        allowed: HR_HOLDERS,
        forbidden: ['self'],
        source: 'LETTER_POLICY decide: IssueLetters',
      },
    },
  },
  appraisal: {
    read: {
      allowed: APPRAISAL_SEERS,
      source:
        'appraisals.policy.ts appraisalRole: the person, their direct manager (not a skip-level one) and ManageAppraisals holders',
    },
    write: ownersOnly(
      APPRAISAL_SEERS,
      'APPRAISAL_POLICY selfAppraise: the person alone fills in the self part',
    ),
    actions: {
      'PUT /review': {
        allowed: without(APPRAISAL_SEERS, 'self'),
        forbidden: ['self'],
        source: 'APPRAISAL_POLICY review (mayReview): the direct manager or a holder, never the person',
      },
      'POST /release': {
        allowed: without(APPRAISAL_SEERS, 'self'),
        forbidden: ['self'],
        source: 'APPRAISAL_POLICY review: the reviewer or a holder releases the review',
      },
    },
  },
  taxProof: {
    read: {
      allowed: HR_SEERS,
      source: 'tax-proofs.policy.ts canSeeTaxDocument: its person and ReviewTaxDocuments holders',
    },
    write: ownersOnly(HR_SEERS, 'TAX_PROOF_POLICY delete: only the person who uploaded it'),
    actions: {
      'POST /verify': {
        allowed: HR_HOLDERS,
        forbidden: ['self'],
        source: 'TAX_PROOF_POLICY review: a reviewer, never for their own proof',
      },
      'POST /reject': { allowed: HR_HOLDERS, forbidden: ['self'], source: 'TAX_PROOF_POLICY review' },
    },
  },
  taxDeclaration: {
    read: {
      allowed: HR_SEERS,
      source: 'tax-declarations.policy.ts TAX_DECLARATION_POLICY see (canSeeTaxDocument)',
    },
    write: ownersOnly(HR_SEERS, 'declarationAbilities: the person edits and submits their own'),
    actions: {
      'POST /reopen': {
        allowed: HR_HOLDERS,
        forbidden: ['self'],
        source: 'TAX_DECLARATION_POLICY reopen: a reviewer, never their own',
      },
    },
  },
  notification: {
    read: {
      allowed: ['self'],
      source: 'notifications.repository.ts: a notification is its recipient’s alone',
    },
    write: { allowed: ['self'], source: 'notifications.repository.ts markRead: the recipient’s alone' },
  },
};

/**
 * Each path parameter that names a person's object, by the path segment before it and its own
 * name, with the subject's object of that kind.
 */
const OWNED_PARAMETERS: Record<
  string,
  { kind: Kind; id: (o: OwnedObjects, op: Operation) => string | number }
> = {
  'users/{id}': { kind: 'person', id: (o) => o.userId },
  'projects/{id}': { kind: 'project', id: (o) => o.projectId },
  'projects/{guid}': { kind: 'project', id: (o) => o.projectGuid },
  'tasks/{id}': { kind: 'task', id: (o) => o.taskId },
  'comments/{commentId}': { kind: 'comment', id: (o) => o.commentId },
  'attachments/{attachmentId}': { kind: 'attachment', id: (o) => o.attachmentId },
  'leaves/{id}': { kind: 'leave', id: (o) => o.leaveId },
  'records/{id}': { kind: 'attendanceRecord', id: (o) => o.attendanceRecordId },
  // A letter has a PDF once issued, and a draft, an issue and a reject while it is requested.
  'requests/{id}': {
    kind: 'letterRequest',
    id: (o, op) => (op.path.endsWith('/pdf') ? o.issuedLetterRequestId : o.openLetterRequestId),
  },
  'appraisals/{id}': { kind: 'appraisal', id: (o) => o.appraisalId },
  'tax-proofs/{id}': { kind: 'taxProof', id: (o) => o.taxProofId },
  'tax-declarations/{id}': { kind: 'taxDeclaration', id: (o) => o.taxDeclarationId },
  'notifications/{id}': { kind: 'notification', id: (o) => o.notificationId },
};

export type Classified =
  | { kind: Kind; action: string; rule: Rule; path: (o: OwnedObjects) => Record<string, string> }
  /** The operation addresses nothing of a person's by its path. */
  | { outside: string }
  | { unknown: string };

/**
 * What the table says of an operation: the kind of its last path parameter (a comment of a task
 * is the comment's), the action (method and the path after that parameter) and its rule; GETs
 * not listed are reads, other methods writes. A path parameter the table does not know is
 * reported, so that a new kind of object is given its rules here before the walk passes.
 */
export function classify(op: Operation): Classified {
  const parameters = pathParameters(op);
  if (parameters.length === 0) return { outside: 'no id in its path' };
  const organisation = parameters.find((p) => p.key in ORGANISATION_PARAMETERS);
  if (organisation) return { outside: ORGANISATION_PARAMETERS[organisation.key]! };
  const unknown = parameters.filter((p) => !(p.key in OWNED_PARAMETERS));
  if (unknown.length > 0) {
    return {
      unknown: `${op.method} ${op.path}: the authorization matrix knows no kind of object for ${unknown.map((p) => p.key).join(', ')} (add it to OWNED_PARAMETERS and RULES in server/test/authz/authz-rules.ts, or to ORGANISATION_PARAMETERS in server/test/authz/operation-walk.ts with the reason)`,
    };
  }
  const last = parameters.at(-1)!;
  const kind = OWNED_PARAMETERS[last.key]!.kind;
  const suffix = op.path.slice(op.path.indexOf(`{${last.name}}`) + last.name.length + 2);
  const action = suffix ? `${op.method} ${suffix}` : op.method;
  const rules = RULES[kind];
  const rule = rules.actions?.[action] ?? (op.method === 'GET' ? rules.read : rules.write);
  return {
    kind,
    action,
    rule,
    path: (o) =>
      Object.fromEntries(parameters.map((p) => [p.name, String(OWNED_PARAMETERS[p.key]!.id(o, op))])),
  };
}

/** What a caller of the relationship should hear: allowed, or the refusal's status. */
export function expectedAnswer(rule: Rule, relationship: Relationship): 'allowed' | 403 | 404 {
  if (rule.allowed.includes(relationship)) return 'allowed';
  return rule.forbidden?.includes(relationship) ? 403 : 404;
}

/**
 * Query parameters of the reads without an id in their path that name a person's objects, with
 * the subject's: the lists, exports and reports the full proof calls filtered to the subject (a
 * parameter not here keeps its plausible value, or is left out).
 */
export const FILTERS: Record<
  string,
  (o: OwnedObjects, op: Operation) => string | number | (string | number)[] | undefined
> = {
  userId: (o) => o.userId,
  userIds: (o) => [o.userId],
  assignees: (o) => [o.userId],
  person: (o) => o.userId,
  projectId: (o) => o.projectId,
  projectIds: (o) => [o.projectId],
  ids: (o) => [o.taskId],
  // The global search, for the words of every marker of the subject's (`mx-leave-s1`…).
  q: (o) => `mx ${o.markers.task.split('-').at(-1)}`,
  // Everyone's letters and tax proofs, rather than the caller's own.
  view: () => 'all',
  // The individual report of the first leave type (REPORT_TYPES), the one of the subject's leave.
  type: (_o, op) => (op.path.endsWith('/reports/individual') ? '1' : undefined),
};

/** Body properties of the bulk actions on tasks (export, delete, restore), with the subject's task. */
export const TASK_ID_PROPERTIES: Record<string, (o: OwnedObjects) => number[]> = {
  ids: (o) => [o.taskId],
  taskIds: (o) => [o.taskId],
};

/** The kinds whose marker (owned-objects.ts) the body shows to a caller the table does not let read them. */
export function markersShown(o: OwnedObjects, body: string, relationship: Relationship): Kind[] {
  return (Object.entries(o.markers) as [Kind, string][])
    .filter(([kind, marker]) => body.includes(marker) && !RULES[kind].read.allowed.includes(relationship))
    .map(([kind]) => kind);
}
