import { formatVerificationCode } from '../../../shared/rules/letters.ts';
import { todayIn } from '../../../shared/rules/dates.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { LetterRequest } from '../../../shared/schemas/letters.schema.ts';
import { letterAbilities } from './letters.policy.ts';
import type { LetterRequestRow } from './letters.repository.ts';
import { fullName } from '../../../shared/rules/people.ts';

/** A request as its requester or an issuer sees it; days in the organisation's time zone. */
export function presentLetterRequest(
  actor: SessionUser,
  row: LetterRequestRow,
  timeZone: string,
): LetterRequest {
  return {
    id: row.id,
    type: row.type,
    purpose: row.purpose,
    addressedTo: row.addressedTo,
    notes: row.notes,
    status: row.status,
    rejectionReason: row.rejectionReason,
    referenceNumber: row.referenceNumber,
    verificationCode: row.verificationCode ? formatVerificationCode(row.verificationCode) : null,
    requestedOn: todayIn(timeZone, row.createdAt),
    decidedOn: row.decidedAt ? todayIn(timeZone, row.decidedAt) : null,
    requester: {
      id: row.userId,
      fullName: fullName(row.requesterFirstName, row.requesterLastName),
      employeeCode: row.employeeCode,
    },
    decidedBy: row.deciderId
      ? { id: row.deciderId, fullName: fullName(row.deciderFirstName, row.deciderLastName) }
      : null,
    abilities: letterAbilities(actor, row),
  };
}
