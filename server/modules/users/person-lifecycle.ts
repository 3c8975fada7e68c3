import type { LanguageCode } from '../../../shared/constants.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

/** A person just inserted, as the modules that start their records need them. */
export interface NewPerson {
  id: string;
  email: string;
  firstName: string;
  gender: string | null;
  maritalStatus: string | null;
  /** The language of their mails: none yet (English) until they choose one in the app. */
  language: LanguageCode | null;
}

/** Whose open tasks go to whom; `projectIds` null for all of them. */
export interface TaskHandover {
  from: { id: string; fullName: string };
  to: { id: string; fullName: string };
  projectIds: number[] | null;
  actorId: string;
}

/**
 * What the users module needs other modules to do when a person is created, hands over their
 * work or stops, each inside the users module's transaction (all or nothing). The app wires it
 * (server/app.ts), so that users depends on no module that depends on users.
 */
export interface PersonLifecycle {
  /** A new person's records elsewhere (opening leave balances) and their invitation mail. */
  created(tx: Tx, person: NewPerson, invitedBy: string): Promise<void>;
  /** Moves the open tasks; returns the projects of the moved tasks, whose team `to` must join. */
  handOverOpenTasks(tx: Tx, handover: TaskHandover): Promise<number[]>;
  /** Signs the person out everywhere. */
  endSessions(tx: Tx, userId: string): Promise<void>;
  /** Their projects' memberships. */
  projects: PersonProjects;
}

/** A project as the person's page and form show it. */
export interface PersonProject {
  id: number;
  guid: string;
  name: string;
  description: string;
}

/**
 * The projects a person belongs to, owned by the projects module: the users module reads and
 * sets them through this port, wired by the app.
 */
export interface PersonProjects {
  /** How many of these ids are live projects. */
  countLive(db: DbOrTx, ids: number[]): Promise<number>;
  /** A person's live projects, by name. */
  ofPerson(db: DbOrTx, userId: string): Promise<PersonProject[]>;
  /** Every live project, by name. */
  all(db: DbOrTx): Promise<Array<{ id: number; name: string }>>;
  /** Sets a person's projects; returns those they left. */
  set(tx: Tx, userId: string, projectIds: number[]): Promise<number[]>;
  /** Adds a person to these projects' teams (those they are not in yet); returns those they joined. */
  join(tx: Tx, userId: string, projectIds: number[]): Promise<number[]>;
}
