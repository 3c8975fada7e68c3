import i18next from 'i18next';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { outsideSiteMessage } from '../../../shared/rules/attendance.ts';
import { FIGURE_MESSAGES, fillMessage } from '../../../shared/validation-messages.ts';
import { loadFigureReader, setLanguage } from './i18n.ts';
import { MESSAGE_KEYS } from './all-strings.ts';

/**
 * Every message the server can send is a translation key, so that no user reads English in
 * another language. The messages are read from the server's source: the message of every error
 * factory call (server/lib/errors.ts) and `new AppError`, every `message:` the server writes into
 * a body, the defaults of the factories, every `*_MESSAGES` table of the server and of shared/,
 * and every sentence of the shared request schemas. Constants, tables, conditionals and templates
 * made of constants are followed; a message made at run time must fill a key with figures
 * (`fillMessage`), or be listed below with the place that translates it.
 */

/** Where a message the scan cannot read comes from, and where it is translated (`file: expression`). */
const MADE_ELSEWHERE: Record<string, string> = {
  "server/app.ts: `No route for ${request.method} ${request.url.split('?')[0]}.`":
    'answers only an address that no screen calls',
  'server/lib/errors.ts: message': 'the factories themselves: their callers are read',
  'server/lib/authorize.ts: refusal': 'the policy tables’ `refuse`, read at their source',
  'server/lib/authorize.ts: refusal.message': 'the policy tables’ `refuse`, read at their source',
  'server/lib/authorize.ts: policy.notFound': 'the policy tables’ `notFound`, read at their source',
  'server/lib/error-handler.ts: v.message ?? VALIDATION_MESSAGES.invalid':
    'a schema’s own message or the project’s validation messages, both read here',
  'server/lib/images.ts: messages.type': 'the caller’s *_MESSAGES table',
  'server/lib/images.ts: messages.size': 'the caller’s *_MESSAGES table',
  'server/lib/uploads.ts: messages.type': 'the caller’s *_MESSAGES table',
  'server/lib/uploads.ts: messages.size': 'the caller’s *_MESSAGES table',
  'server/lib/uploads.ts: messages.failed': 'the caller’s *_MESSAGES table',
  'server/lib/uploads.ts: tooManyFiles': 'the caller’s *_MESSAGES table',
  'server/lib/uploads.ts: limit.tooLong': 'the caller’s *_MESSAGES table',
  'server/modules/tasks/task-attachments.service.ts: message':
    'the upload reader’s message, read at its source',
  'server/modules/attendance/attendance.service.ts: issue.message': 'a schema’s own message, read here',
  'server/modules/tax-proofs/tax-proofs.service.ts: issue.message': 'a schema’s own message, read here',
  'server/modules/attendance/attendance.service.ts: outsideSiteMessage(match.site.name, match.distanceMeters, match.site.radiusMeters)':
    'fills FIGURE_MESSAGES.outsideWorkSite (shared/validation-messages.ts), read here',
  'server/modules/leave/leave.service.ts: LEAVE_MESSAGES.tooFarAhead(formatDay(lastDay))':
    'translated by the leave feature’s translateLeaveMessage (features/leave/leave-messages.test.ts)',
  'server/modules/leave/leave.service.ts: insufficientBalanceMessage(body.typeId, available)':
    'translated by the leave feature’s translateLeaveMessage (features/leave/leave-messages.test.ts)',
  'server/modules/leave/leave-decisions.service.ts: insufficientBalanceMessage(decided.typeId, figures?.balance ?? 0)':
    'translated by the leave feature’s translateLeaveMessage (features/leave/leave-messages.test.ts)',
};

/** The error factories of server/lib/errors.ts and the position of their message argument. */
const FACTORY_MESSAGE_ARGUMENT: Record<string, number> = {
  notFound: 0,
  forbidden: 0,
  unauthenticated: 0,
  invalidCredentials: 0,
  tooManyRequests: 0,
  badRequest: 1,
  conflict: 1,
  gone: 1,
  unprocessable: 1,
  fieldError: 1,
  validationFailed: 1,
};

const SOURCES = import.meta.glob<string>(
  [
    '../../../server/app.ts',
    '../../../server/lib/**/*.ts',
    '../../../server/modules/**/*.ts',
    '../../../shared/**/*.ts',
    '!../../../**/*.test.ts',
    '!../../../**/*-test-kit.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** `../../../server/lib/x.ts` → `server/lib/x.ts`; resolves `..` and `.` segments. */
function normalize(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') out.pop();
    else if (segment !== '.' && segment !== '') out.push(segment);
  }
  return out.join('/');
}

const files = new Map(
  Object.entries(SOURCES).map(([key, text]) => {
    const file = normalize(`web/src/i18n/${key}`);
    return [file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)];
  }),
);

type Binding = { expression: ts.Expression } | { from: string; name: string };

/** Each file's top-level constants and named imports. */
const scopes = new Map<string, Map<string, Binding>>();
for (const [file, source] of files) {
  const scope = new Map<string, Binding>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.initializer) scope.set(d.name.text, { expression: d.initializer });
      }
    }
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      const from = normalize(`${file.slice(0, file.lastIndexOf('/'))}/${statement.moduleSpecifier.text}`);
      for (const element of bindings.elements) {
        scope.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  scopes.set(file, scope);
}

function lookup(file: string, name: string): { file: string; expression: ts.Expression } | null {
  const binding = scopes.get(file)?.get(name);
  if (!binding) return null;
  return 'expression' in binding
    ? { file, expression: binding.expression }
    : lookup(binding.from, binding.name);
}

const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(e) ||
  ts.isAsExpression(e) ||
  ts.isSatisfiesExpression(e) ||
  ts.isNonNullExpression(e)
    ? unwrap(e.expression)
    : e;

function tableOf(file: string, e: ts.Expression): { file: string; table: ts.ObjectLiteralExpression } | null {
  const inner = unwrap(e);
  if (ts.isObjectLiteralExpression(inner)) return { file, table: inner };
  const found = ts.isIdentifier(inner) ? lookup(file, inner.text) : null;
  return found ? tableOf(found.file, found.expression) : null;
}

const either = (a: string[] | null, b: string[] | null) => (a && b ? [...a, ...b] : null);

/** The texts an expression can have, when it is made of constants; null when it is made at run time. */
function textsOf(file: string, e: ts.Expression): string[] | null {
  const inner = unwrap(e);
  if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner) || ts.isNumericLiteral(inner)) {
    return [inner.text];
  }
  if (inner.kind === ts.SyntaxKind.NullKeyword) return [];
  if (ts.isConditionalExpression(inner))
    return either(textsOf(file, inner.whenTrue), textsOf(file, inner.whenFalse));
  if (
    ts.isBinaryExpression(inner) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(inner.operatorToken.kind)
  ) {
    return either(textsOf(file, inner.left), textsOf(file, inner.right));
  }
  if (ts.isIdentifier(inner)) {
    const found = lookup(file, inner.text);
    return found ? textsOf(found.file, found.expression) : null;
  }
  if (ts.isPropertyAccessExpression(inner) || ts.isElementAccessExpression(inner)) {
    const found = tableOf(file, inner.expression);
    if (!found) return null;
    const key = ts.isPropertyAccessExpression(inner) ? inner.name.text : undefined;
    // A table indexed at run time can give any of its texts.
    const entries = found.table.properties.filter(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && (key === undefined || p.name.getText().replace(/['"]/g, '') === key),
    );
    if (entries.length === 0) return null;
    return entries.reduce<string[] | null>((all, p) => either(all, textsOf(found.file, p.initializer)), []);
  }
  if (ts.isTemplateExpression(inner)) {
    let texts = [inner.head.text];
    for (const span of inner.templateSpans) {
      const parts = textsOf(file, span.expression);
      if (!parts) return null;
      texts = texts.flatMap((before) => parts.map((part) => before + part + span.literal.text));
    }
    return texts;
  }
  // A key with figures, filled in: the web reads it back into the key (see i18n.ts).
  if (ts.isCallExpression(inner) && inner.expression.getText() === 'fillMessage' && inner.arguments[0]) {
    return textsOf(file, inner.arguments[0]);
  }
  return null;
}

const isFunction = (e: ts.Expression) => ts.isArrowFunction(unwrap(e)) || ts.isFunctionExpression(unwrap(e));
/** A sentence of a schema: capitalised, with a space, ending like a sentence. */
const isSentence = (text: string) => /^[A-Z].* .*[.!?]$/s.test(text);

/** Every message the scan reads, with where it was found; and the expressions it could not read. */
function serverMessages() {
  const messages = new Map<string, string>();
  const unread: string[] = [];
  const take = (file: string, source: ts.SourceFile, e: ts.Expression) => {
    const where = `${file}:${source.getLineAndCharacterOfPosition(e.getStart()).line + 1}`;
    const texts = textsOf(file, e);
    if (texts) for (const text of texts) messages.set(text, where);
    else unread.push(`${file}: ${e.getText()}`);
  };
  /** A policy's refusal: a text, `{ message, code }` (its message is read as a `message:`), a choice or a wording function. */
  const takeRefusal = (file: string, source: ts.SourceFile, e: ts.Expression): void => {
    const inner = unwrap(e);
    if (ts.isObjectLiteralExpression(inner)) return;
    if (ts.isArrowFunction(inner) && !ts.isBlock(inner.body)) return takeRefusal(file, source, inner.body);
    if (ts.isConditionalExpression(inner)) {
      takeRefusal(file, source, inner.whenTrue);
      return takeRefusal(file, source, inner.whenFalse);
    }
    // A helper that words the refusal from texts it is given (users.policy.ts `refusal`).
    if (ts.isCallExpression(inner)) return inner.arguments.forEach((a) => takeRefusal(file, source, a));
    take(file, source, inner);
  };
  for (const [file, source] of files) {
    const server = file.startsWith('server/');
    const schema = file.startsWith('shared/schemas/');
    const visit = (node: ts.Node): void => {
      if (server && ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const at = FACTORY_MESSAGE_ARGUMENT[node.expression.text];
        const argument = at === undefined ? undefined : node.arguments[at];
        if (argument) take(file, source, argument);
      }
      if (
        server &&
        ts.isNewExpression(node) &&
        node.expression.getText() === 'AppError' &&
        node.arguments?.[2]
      ) {
        take(file, source, node.arguments[2]);
      }
      if (server && ts.isPropertyAssignment(node) && node.name.getText() === 'message') {
        take(file, source, node.initializer);
      }
      // The policy tables of server/lib/authorize.ts: a refusal (fixed, or worded by a function) and the 404.
      if (server && ts.isPropertyAssignment(node) && ['refuse', 'notFound'].includes(node.name.getText())) {
        takeRefusal(file, source, node.initializer);
      }
      if (server && ts.isParameter(node) && node.name.getText() === 'message' && node.initializer) {
        take(file, source, node.initializer);
      }
      if (ts.isVariableDeclaration(node) && /_MESSAGES$/.test(node.name.getText()) && node.initializer) {
        for (const p of tableOf(file, node.initializer)?.table.properties ?? []) {
          if (ts.isPropertyAssignment(p) && !isFunction(p.initializer)) take(file, source, p.initializer);
        }
      }
      if (
        schema &&
        (ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateExpression(node))
      ) {
        const texts = textsOf(file, node) ?? [];
        if (texts.some(isSentence)) take(file, source, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages, unread };
}

describe('server messages', () => {
  const { messages, unread } = serverMessages();

  it('reads the messages of the server, its tables and the shared schemas', () => {
    expect(files.size).toBeGreaterThan(150);
    expect(messages.size).toBeGreaterThan(350);
    expect(messages.get('Please sign in to continue.')).toMatch(/^server\/lib\/errors\.ts:/);
  });

  it('has a translation key for every message the server can send', () => {
    const keys = new Set<string>(MESSAGE_KEYS);
    const missing = [...messages]
      .filter(([text]) => !keys.has(text))
      .map(([text, where]) => `${where}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('can read every message, except those listed with the place that translates them', () => {
    expect(unread.filter((expression) => !(expression in MADE_ELSEWHERE))).toEqual([]);
    expect(Object.keys(MADE_ELSEWHERE).filter((expression) => !unread.includes(expression))).toEqual([]);
  });

  it('translates a message with a name or a figure, as the server fills it in', async () => {
    const notDeleted = fillMessage(FIGURE_MESSAGES.taskNotDeleted, { name: 'Wind tunnel' });
    expect(i18next.t(notDeleted)).toBe('Task Wind tunnel is not deleted.');
    await setLanguage('fr');
    await loadFigureReader();
    try {
      expect(i18next.t(notDeleted)).toBe('La tâche Wind tunnel n’est pas supprimée.');
      expect(i18next.t(outsideSiteMessage('Pune office', 2300, 200))).toBe(
        'Vous êtes à 2.3 km de Pune office, le plus proche de vos sites de travail. La présence peut être pointée à moins de 200 m de celui-ci.',
      );
    } finally {
      await setLanguage('en');
    }
  });
});
