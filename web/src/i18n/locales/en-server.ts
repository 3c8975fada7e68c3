/**
 * Messages the server sends that no screen had a key for (server-messages.test.ts reads them from
 * the server's source), in English: the keys. A message with a figure (FIGURE_MESSAGES in
 * shared/validation-messages.ts) is read back into its key and figure before it is translated.
 */
export const SERVER_MESSAGE_KEYS = [
  // Messages with a figure or a name (FIGURE_MESSAGES)
  'Task {{name}} cannot be deleted in its current state.',
  'Task {{name}} is not deleted.',
  'You cannot grant {{permissions}}.',
  'You are {{distance}} from {{site}}, the nearest of your work sites. Attendance can be marked within {{radius}} m of it.',
  // Requests the server cannot read (server/lib: error handler, CSRF, input guard, idempotency)
  'Your session security token is missing or out of date. Reload the page and try again.',
  'The request body is not valid JSON.',
  'The request body is empty.',
  'The request is too large.',
  'The file is too large.',
  'This content type is not supported.',
  'Invalid content length.',
  'The request body must be a JSON object.',
  'The request body is nested too deeply.',
  'This text contains characters that are not allowed.',
  'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
  'This Idempotency-Key was already used for a different request.',
  'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
  'Invalid id.',
  // Lists and exports
  'Page size must be 10, 15, 25, 50 or 100.',
  'Page size must be 10, 25, 50 or 100.',
  'Page size must be 10, 25 or 50.',
  'Choose a valid start date.',
  'Choose a valid end date.',
  'Choose at most 100 tasks.',
  'Choose at most 1000 tasks to export.',
  'Format must be pdf, xlsx, csv or json.',
  'This report does not exist.',
  // Files
  'File not found.',
  'Attachment not found.',
  // People
  'This person does not exist.',
  'Each project can be chosen once.',
  'Each permission can be given once.',
  'Only Admins can see the scheduled jobs.',
  // Attendance
  'Choose both dates of the range.',
  'The range must not exceed 62 days.',
  'This attendance record does not exist.',
  'The photo is no longer stored.',
  'No town or city is near this position.',
  'You are not allowed to manage attendance settings.',
  'This work site does not exist.',
  // Tax declarations and proofs
  'You are not allowed to review tax declarations.',
  'You are not allowed to reopen tax declarations.',
  'Only the person who uploaded a document may delete it.',
] as const;

export type ServerMessageKey = (typeof SERVER_MESSAGE_KEYS)[number];
export type ServerTranslations = Record<ServerMessageKey, string>;
