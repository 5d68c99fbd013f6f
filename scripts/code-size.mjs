#!/usr/bin/env node
/**
 * Sizes of the source (issue 32): functions longer than 150 lines and files longer than 400 lines in the web app,
 * the server and the domain, read with the TypeScript compiler's parser (no type check, so it takes a second).
 * Tests and data files (catalogue tables, number series, plan data, generated message lists) are left out: they
 * are long by nature.
 *
 *   node scripts/code-size.mjs                  # all three trees
 *   node scripts/code-size.mjs apps/web/src     # one tree
 *   node scripts/code-size.mjs --function-lines=80 --file-lines=300
 *
 * A function's lines run from its first line to its last, inner functions included (a component with its
 * handlers counts whole; the handlers are listed again on their own when they are long too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_TREES = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];

/** Long by nature: tables and generated lists, not code to split. */
const DATA_FILES = [
  /\/catalogue\/[^/]*-data\.ts$/,
  /\/catalogue\/services\.ts$/,
  /\/catalogue\/plans\.ts$/,
  /\/catalogue\/service-articles\.ts$/,
  /\/lib\/i18n\/catalogue\/messages\.ts$/,
  /\/lib\/api-errors\.ts$/,
  /\/db\/schema\.ts$/,
];

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const FUNCTION_LINES = option('function-lines', 150);
const FILE_LINES = option('file-lines', 400);
const trees = args.filter((arg) => !arg.startsWith('--'));

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'locales') yield* sourceFiles(full);
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      yield full;
    }
  }
}

/** The name a reader finds a function by: its own, or the variable, property or method it is assigned to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText();
  }
  if (parent && ts.isCallExpression(parent)) return `${parent.expression.getText().slice(0, 40)}(…)`;
  return '(anonymous)';
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

function measure(tree) {
  const longFiles = [];
  const longFunctions = [];
  let files = 0;
  for (const file of sourceFiles(path.join(root, tree))) {
    const relative = path.relative(root, file);
    if (DATA_FILES.some((pattern) => pattern.test(`/${relative}`))) continue;
    files++;
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const lines = source.getLineAndCharacterOfPosition(source.getEnd()).line + (text.endsWith('\n') ? 0 : 1);
    if (lines > FILE_LINES) longFiles.push({ file: relative, lines });
    const visit = (node) => {
      if (isFunction(node)) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const length = end - start + 1;
        if (length > FUNCTION_LINES) {
          longFunctions.push({ file: relative, line: start + 1, name: nameOf(node), lines: length });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { tree, files, longFiles, longFunctions };
}

let total = 0;
for (const tree of trees.length > 0 ? trees : DEFAULT_TREES) {
  const { files, longFiles, longFunctions } = measure(tree);
  total += longFiles.length + longFunctions.length;
  console.log(
    `${tree}: ${files} files; ${longFunctions.length} functions over ${FUNCTION_LINES} lines, ` +
      `${longFiles.length} files over ${FILE_LINES} lines`,
  );
  for (const fn of longFunctions.sort((a, b) => b.lines - a.lines)) {
    console.log(`  function ${String(fn.lines).padStart(4)}  ${fn.name}  ${fn.file}:${fn.line}`);
  }
  for (const file of longFiles.sort((a, b) => b.lines - a.lines)) {
    console.log(`  file     ${String(file.lines).padStart(4)}  ${file.file}`);
  }
}
// Informative (exit 0): the figures are reported, not enforced.
if (process.env.CODE_SIZE_STRICT === '1' && total > 0) process.exitCode = 1;
