/**
 * The demo organisation's IT proofs for the current financial year: a few documents submitted, one
 * verified and one rejected with its reason, as small generated PDFs and a picture, so that a
 * person sees their list and an Admin (ReviewTaxDocuments) finds documents to verify.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '../shared/constants.ts';
import { financialYearOf, type TaxProofStatus, type TaxProofType } from '../shared/rules/tax-proofs.ts';
import { todayIn } from '../shared/rules/dates.ts';
import type { Tx } from '../server/db/client.ts';
import { taxProofs } from '../server/db/schema.ts';
import type { FileStorage } from '../server/lib/storage.ts';
import { TAX_PROOF_FOLDER } from '../server/modules/tax-proofs/tax-proofs.repository.ts';

interface DemoProof {
  who: string;
  type: TaxProofType;
  documentName: string;
  fileName: string;
  status: TaxProofStatus;
  reason?: string;
  /** How many days before the seed it was uploaded. */
  daysAgo: number;
}

const PROOFS: DemoProof[] = [
  {
    who: 'ananya.iyer',
    type: 'houseRent',
    documentName: 'Rent receipts April to June',
    fileName: 'rent-q1.pdf',
    status: 'verified',
    daysAgo: 20,
  },
  {
    who: 'ananya.iyer',
    type: 'ownerPan',
    documentName: 'Landlord PAN card',
    fileName: 'owner-pan.png',
    status: 'submitted',
    daysAgo: 6,
  },
  {
    who: 'neha.gupta',
    type: 'medicalInsurance',
    documentName: 'Health insurance premium 2026',
    fileName: 'premium.pdf',
    status: 'rejected',
    reason: 'The receipt does not show the amount paid. Please upload the insurer’s premium certificate.',
    daysAgo: 12,
  },
  {
    who: 'neha.gupta',
    type: 'childEducation',
    documentName: 'School fee receipt term 1',
    fileName: 'school-fees.pdf',
    status: 'submitted',
    daysAgo: 3,
  },
  {
    who: 'kavya.reddy',
    type: 'houseRent',
    documentName: 'Rent agreement',
    fileName: 'rent-agreement.pdf',
    status: 'submitted',
    daysAgo: 1,
  },
];

/** A one-page PDF saying `lines`, with a correct cross-reference table (readers need no repair). */
export function tinyPdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 50 ${760 - i * 28} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** sharp is loaded only when the demo is seeded: the server itself loads it at the first picture. */
async function picture(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 480, height: 300, channels: 3, background: { r: 236, g: 240, b: 247 } } })
    .png()
    .toBuffer();
}

export async function seedDemoTaxProofs(
  tx: Tx,
  ids: ReadonlyMap<string, string>,
  storage: FileStorage,
  now: Date,
): Promise<void> {
  const financialYear = financialYearOf(todayIn(DEFAULT_TIME_ZONE, now));
  const reviewer = ids.get('meera.pillai') ?? null;
  for (const proof of PROOFS) {
    const userId = ids.get(proof.who);
    if (!userId) continue;
    const png = proof.fileName.endsWith('.png');
    const data = png
      ? await picture()
      : tinyPdf([
          proof.documentName,
          `Financial year ${financialYear}-${String((financialYear + 1) % 100).padStart(2, '0')}`,
          'Orgdesk demo document',
        ]);
    const key = `${TAX_PROOF_FOLDER}/${randomBytes(16).toString('base64url')}.${png ? 'png' : 'pdf'}`;
    await storage.put(key, data);
    const uploadedAt = new Date(now.getTime() - proof.daysAgo * 86_400_000);
    const reviewed = proof.status !== 'submitted';
    await tx.insert(taxProofs).values({
      userId,
      financialYear,
      type: proof.type,
      documentName: proof.documentName,
      fileKey: key,
      fileName: proof.fileName,
      kind: png ? 'png' : 'pdf',
      mimeType: png ? 'image/png' : 'application/pdf',
      size: data.length,
      status: proof.status,
      rejectionReason: proof.reason ?? null,
      reviewedBy: reviewed ? reviewer : null,
      reviewedAt: reviewed ? new Date(uploadedAt.getTime() + 2 * 86_400_000) : null,
      createdAt: uploadedAt,
    });
  }
}
