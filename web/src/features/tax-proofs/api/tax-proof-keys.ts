/**
 * The IT proofs area's react-query keys, all under `taxProofKeys.all`, which every upload,
 * deletion and review invalidates.
 */
export const taxProofKeys = {
  all: ['tax-proofs'] as const,
  lists: () => [...taxProofKeys.all, 'list'] as const,
  /** A page of IT proof documents. */
  list: (params: object) => [...taxProofKeys.lists(), params] as const,
};
