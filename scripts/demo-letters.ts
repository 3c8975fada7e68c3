/** The demo organisation's letter requests: some requested, one issued with its PDF, one rejected. */
import { DEFAULT_LETTER_TEMPLATES, fillLetterTemplate, type LetterType } from '../shared/rules/letters.ts';
import { DEFAULT_TIME_ZONE } from '../shared/constants.ts';
import type { Tx } from '../server/db/client.ts';
import { letterRequests } from '../server/db/schema.ts';
import type { FileStorage } from '../server/lib/storage.ts';
import { issueInRegister, letterValues } from '../server/modules/letters/letter-issue.service.ts';
import { findLetterPerson, markLetterRejected } from '../server/modules/letters/letters.repository.ts';
import { fullName } from '../shared/rules/people.ts';

interface DemoLetter {
  who: string;
  type: LetterType;
  purpose: string;
  addressedTo: string;
  notes: string;
  daysAgo: number;
  decision?: { by: string; rejectionReason?: string };
}

const LETTERS: DemoLetter[] = [
  {
    who: 'arjun.nair',
    type: 'salaryCertificate',
    purpose: 'Home loan application',
    addressedTo: 'The Branch Manager, State Bank of India',
    notes: '',
    daysAgo: 6,
    decision: { by: 'meera.pillai' },
  },
  {
    who: 'kavya.reddy',
    type: 'addressProof',
    purpose: 'Passport renewal',
    addressedTo: 'Regional Passport Office',
    notes: 'Please use my new address in Koramangala.',
    daysAgo: 4,
    decision: {
      by: 'meera.pillai',
      rejectionReason: 'Your new address is not in your profile yet. Please update it and request again.',
    },
  },
  {
    who: 'neha.gupta',
    type: 'experience',
    purpose: 'Visa application',
    addressedTo: 'Consulate General of Germany',
    notes: '',
    daysAgo: 2,
  },
  {
    who: 'vikram.singh',
    type: 'noObjection',
    purpose: 'Part-time MBA programme',
    addressedTo: 'Admissions Office',
    notes: 'Weekend classes only.',
    daysAgo: 1,
  },
  {
    who: 'admin',
    type: 'custom',
    purpose: 'Club membership',
    addressedTo: 'Bangalore Club',
    notes: '',
    daysAgo: 0,
  },
];

/** The address printed on a letter, as the running app builds it (server/config.ts). */
const appUrl = () =>
  (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');

export async function seedDemoLetters(
  tx: Tx,
  ids: ReadonlyMap<string, string>,
  storage: FileStorage,
  now: Date,
): Promise<void> {
  for (const letter of LETTERS) {
    const userId = ids.get(letter.who);
    if (!userId) continue;
    const createdAt = new Date(now.getTime() - letter.daysAgo * 86_400_000);
    const [row] = await tx
      .insert(letterRequests)
      .values({
        userId,
        type: letter.type,
        purpose: letter.purpose,
        addressedTo: letter.addressedTo,
        notes: letter.notes,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: letterRequests.id });
    if (!letter.decision) continue;
    const decidedBy = ids.get(letter.decision.by)!;
    const decidedAt = new Date(createdAt.getTime() + 86_400_000);
    if (letter.decision.rejectionReason) {
      await markLetterRejected(tx, row!.id, {
        rejectionReason: letter.decision.rejectionReason,
        decidedBy,
        decidedAt,
      });
      continue;
    }
    await issueDemoLetter(tx, storage, { id: row!.id, userId, decidedBy, decidedAt, letter });
  }
}

async function issueDemoLetter(
  tx: Tx,
  storage: FileStorage,
  input: { id: number; userId: string; decidedBy: string; decidedAt: Date; letter: DemoLetter },
): Promise<void> {
  const [person, issuer] = await Promise.all([
    findLetterPerson(tx, input.userId),
    findLetterPerson(tx, input.decidedBy),
  ]);
  const values = letterValues(person!, input.letter, DEFAULT_TIME_ZONE, input.decidedAt);
  const template = DEFAULT_LETTER_TEMPLATES[input.letter.type];
  await issueInRegister(tx, storage, {
    id: input.id,
    content: {
      organisation: 'Acme Corporation (demo)',
      addressedTo: input.letter.addressedTo,
      subject: fillLetterTemplate(template.subject, values),
      body: fillLetterTemplate(template.body, values),
      issuer: fullName(issuer!.firstName, issuer!.lastName),
    },
    decidedBy: input.decidedBy,
    clock: () => input.decidedAt,
    timeZone: DEFAULT_TIME_ZONE,
    appUrl: appUrl(),
  });
}
