/**
 * Size limits of the source: no file over 350 lines, no function over 120 lines (from its first
 * line to its closing brace, nested functions included). Tests, generated files and seed data are
 * not counted. Prints each file or function over its limit and exits 1 if there is one.
 *
 *   npm run lint:size
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import ts from "typescript";

const MAX_FILE_LINES = 350;
const MAX_FUNCTION_LINES = 120;

/** Paths that are not counted, each with its reason. */
const EXEMPT: [RegExp, string][] = [
  [/\.(test|e2e)\.tsx?$/, "test"],
  [/(^|\/)(e2e|testing)\/|(^|\/)testing\.tsx?$/, "test helper"],
  [/(^|\/)(migrations|build|\.react-router)\//, "generated"],
  [/^apps\/api\/src\/db\/seed\/(site-\d+\/|legal\.ts$)/, "seed data"],
  [/^scripts\/illustrations\//, "seed data (drawings of the sample pictures)"],
];

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function sourceFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter(
      (path) => SOURCE.test(path) && !EXEMPT.some(([pattern]) => pattern.test(path)) && existsSync(path),
    );
}

type Over = { path: string; line: number; what: string; lines: number; max: number };

function lineOf(file: ts.SourceFile, position: number): number {
  return file.getLineAndCharacterOfPosition(position).line + 1;
}

function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isExportAssignment(parent)) return "default export";
  if (ts.isCallExpression(parent)) return `callback of ${parent.expression.getText().slice(0, 40)}`;
  return "anonymous function";
}

function check(path: string): Over[] {
  const text = readFileSync(path, "utf8");
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: Over[] = [];
  const fileLines = text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
  if (fileLines > MAX_FILE_LINES) {
    found.push({ path, line: 1, what: "file", lines: fileLines, max: MAX_FILE_LINES });
  }
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const first = lineOf(file, fn.getStart(file));
      const lines = lineOf(file, fn.getEnd()) - first + 1;
      if (lines > MAX_FUNCTION_LINES) {
        found.push({ path, line: first, what: `function ${nameOf(fn)}`, lines, max: MAX_FUNCTION_LINES });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const files = sourceFiles();
const over = files.flatMap(check);
for (const { path, line, what, lines, max } of over) {
  console.log(`${path}:${line}  ${what}: ${lines} lines (max ${max})`);
}
if (over.length > 0) {
  console.log(`\n${over.length} over the limits in ${files.length} files.`);
  process.exit(1);
}
console.log(
  `${files.length} files within the limits (${MAX_FILE_LINES} lines a file, ${MAX_FUNCTION_LINES} a function).`,
);
