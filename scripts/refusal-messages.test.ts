import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One message, one place: a refusal the server sends says it in its area's contract rules
// (packages/contract/src/<area>/rules.ts), which the pages import too, never in Chinese written
// out where the server throws it. A refusal here is an ApiError (or ForbiddenError) built in
// place, a call of the error helpers or of a feature's own refuse… helper, or an envelope sent
// with its msg written out. Words handed to a message builder (describeRefusedPassword's label)
// are no message of their own and pass.

const root = join(import.meta.dirname, '..');
const SCANNED = ['apps/server/src/features', 'apps/server/src/domain'];
const ERROR_HELPERS = new Set(['invalid', 'forbidden', 'notLoggedIn', 'notBound']);
const CHINESE = /\p{Script=Han}/u;

function listServerSources(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(directory, file));
}

function isRefusalCall(node: ts.Node): node is ts.CallExpression | ts.NewExpression {
  if (ts.isNewExpression(node)) {
    return ts.isIdentifier(node.expression) && /^(ApiError|ForbiddenError)$/.test(node.expression.text);
  }
  if (!ts.isCallExpression(node)) {
    return false;
  }
  const callee = node.expression;
  if (ts.isIdentifier(callee)) {
    return ERROR_HELPERS.has(callee.text) || /^refuse/.test(callee.text);
  }
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 'send';
}

/** The Chinese literals that are the message itself: in the argument, its branches or its template, not inside another call. */
function findMessageLiterals(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return CHINESE.test(node.text) ? [node] : [];
  }
  if (ts.isTemplateExpression(node)) {
    return CHINESE.test(node.getText()) ? [node] : [];
  }
  if (ts.isCallExpression(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    return [];
  }
  return node.getChildren().flatMap(findMessageLiterals);
}

/** An envelope written `{ … } satisfies Envelope`, `as …` or in parentheses, as the object itself. */
function unwrapExpression(node: ts.Expression): ts.Expression {
  return ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node) ? unwrapExpression(node.expression) : node;
}

/** The literals a refusal call carries as its message: every argument, or a sent envelope's msg. */
function findRefusalLiterals(call: ts.CallExpression | ts.NewExpression): ts.Node[] {
  const argumentList = [...(call.arguments ?? [])];
  if (ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression)) {
    return argumentList
      .map(unwrapExpression)
      .filter(ts.isObjectLiteralExpression)
      .flatMap((envelope) => envelope.properties)
      .filter((property): property is ts.PropertyAssignment => ts.isPropertyAssignment(property) && property.name.getText() === 'msg')
      .flatMap((property) => findMessageLiterals(property.initializer));
  }
  return argumentList.flatMap(findMessageLiterals);
}

/** Each refusal with its message written out in place, as "file:line text". */
function findInlineRefusals(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (isRefusalCall(node)) {
      for (const literal of findRefusalLiterals(node)) {
        const line = source.getLineAndCharacterOfPosition(literal.getStart()).line + 1;
        found.push(`${relative(root, file)}:${line} ${literal.getText()}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('refusal messages', () => {
  it('a server feature or domain writer refuses with a message of its area’s contract rules, never Chinese written in place', () => {
    const files = SCANNED.flatMap((directory) => listServerSources(join(root, directory)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => findInlineRefusals(file))).toEqual([]);
  });

  it('finds a message written in place in every shape a refusal takes', () => {
    const fixture = [
      "import { ApiError, invalid } from '../../platform/api-error.ts';",
      "import { CallerMessage } from '@hall/contract/caller/rules';",
      'function refuseOrder(message: string) { return invalid(message); }',
      'export function refuseAll(reply: Reply, title: string, isCancelled: boolean) {',
      '  invalid(CallerMessage.NOT_OPENED);',
      "  invalid('号码不存在');",
      "  new ApiError(2, '核验失败');",
      '  refuseOrder(`您已开通${title}`);',
      "  refuseOrder(isCancelled ? '已取消' : '未开通');",
      "  reply.code(404).send({ code: -100, msg: '文件不存在' } satisfies Envelope);",
      "  invalid(describeRefusedPassword(check, '服务密码'));",
      "  reply.send({ code: 1, data: '中文数据' });",
      '}',
    ].join('\n');
    expect(findInlineRefusals('fixture.ts', fixture).map((found) => found.replace(/^\S+:/, ''))).toEqual([
      "6 '号码不存在'",
      "7 '核验失败'",
      '8 `您已开通${title}`',
      "9 '已取消'",
      "9 '未开通'",
      "10 '文件不存在'",
    ]);
  });
});
