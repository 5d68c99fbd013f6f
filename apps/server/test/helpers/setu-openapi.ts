/**
 * The contract of Setu BBPS BillPay v2, from its OpenAPI file (test/vendor/setu-bbps/bbps-billpay-v2.json, a copy
 * of ../shared/vendor/setu-billpay/openapi/bbps-billpay-v2.json), for the fake and the contract tests: every request the adapter sends and every answer the
 * fake gives is validated against the operation's schemas with Ajv (ajv-formats), never with hand-written checks.
 *
 * The vendor file names some example answers with keys like "200-failed-fetch" (not valid OpenAPI 3.0: a response
 * key is a status code). `normalisedSpec()` folds every "NNN-…" variant into "NNN" as an `anyOf` of their schemas;
 * the result is checked with @seriousme/openapi-schema-validator (the OpenAPI 3.0 meta-schema) before use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives as the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

// In the repository (test/vendor/setu-bbps, byte for byte the vendor file): a fresh clone tests against it.
export const SETU_OPENAPI_FILE = path.resolve(
  import.meta.dirname,
  '../vendor/setu-bbps/bbps-billpay-v2.json',
);

type Json = Record<string, unknown>;
type Operation = {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Json }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> } & Json>;
};

/** The vendor file read as is. */
export function rawSpec(): Json {
  return JSON.parse(fs.readFileSync(SETU_OPENAPI_FILE, 'utf8')) as Json;
}

/** The vendor file with every "NNN-variant" response folded into "NNN" (anyOf of the variants' schemas). */
export function normalisedSpec(): Json {
  const spec = rawSpec();
  for (const item of Object.values(spec.paths as Record<string, Record<string, Operation>>)) {
    for (const op of Object.values(item)) {
      if (typeof op !== 'object' || !op.responses) continue;
      const grouped = new Map<string, Array<{ content?: Record<string, { schema: Json }> } & Json>>();
      for (const [key, response] of Object.entries(op.responses)) {
        const code = key.split('-')[0];
        grouped.set(code, [...(grouped.get(code) ?? []), response]);
      }
      const responses: Operation['responses'] = {};
      for (const [code, variants] of grouped) {
        if (variants.length === 1) {
          responses[code] = variants[0];
          continue;
        }
        const schemas = variants
          .map((v) => v.content?.['application/json']?.schema)
          .filter(Boolean) as Json[];
        responses[code] = {
          description: variants.map((v) => String(v.description ?? '')).join(' | '),
          content: { 'application/json': { schema: { anyOf: schemas } } },
        };
      }
      op.responses = responses;
    }
  }
  return spec;
}

/** The OpenAPI 3.0 meta-schema's verdict on a spec (the errors, empty when valid). */
export async function specErrors(spec: Json): Promise<unknown[]> {
  const result = await new Validator().validate(spec as never);
  return result.valid ? [] : ((result.errors as unknown[] | undefined) ?? ['invalid']);
}

export interface ContractOperation {
  method: string;
  template: string;
  pattern: RegExp;
  body?: ValidateFunction;
  responses: Map<string, ValidateFunction>;
  headers: Array<{ name: string; required: boolean; validate: ValidateFunction }>;
  query: Array<{ name: string; array: boolean; required: boolean; validate: ValidateFunction }>;
}

/** Ajv validators of every operation of the (normalised) spec. */
export function compileContract(spec: Json = normalisedSpec()): ContractOperation[] {
  // strict: false: the vendor schemas carry x-go-name / x-omitempty annotations and OpenAPI's `nullable`.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // Formats the OpenAPI file uses beyond JSON Schema's.
  ajv.addFormat('mac', /^[0-9A-Fa-f]{2}([-:])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}$/);
  ajv.addFormat('decimal', { type: 'number', validate: (n: number) => Number.isFinite(n) });
  const operations: ContractOperation[] = [];
  for (const [template, item] of Object.entries(spec.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, op] of Object.entries(item)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      const responses = new Map<string, ValidateFunction>();
      for (const [code, response] of Object.entries(op.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (schema) responses.set(code, ajv.compile(schema));
      }
      const params = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        ...(body ? { body: ajv.compile(body) } : {}),
        responses,
        headers: params
          .filter((p) => p.in === 'header')
          .map((p) => ({
            name: p.name.toLowerCase(),
            required: p.required === true,
            validate: ajv.compile(p.schema),
          })),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({
            name: p.name,
            array: p.schema.type === 'array',
            required: p.required === true,
            validate: ajv.compile(p.schema),
          })),
      });
    }
  }
  return operations;
}

const describeErrors = (v: ValidateFunction) =>
  (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim()).join('; ');

/** A header or query value as its schema types it (integers arrive as text). */
function typed(value: string, schema: ValidateFunction['schema']): unknown {
  const type = (schema as { type?: string }).type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** What is wrong with a request against its operation (empty when it conforms). */
export function requestProblems(
  op: ContractOperation,
  request: { headers: Record<string, string | string[] | undefined>; query: URLSearchParams; body: unknown },
): string[] {
  const problems: string[] = [];
  for (const header of op.headers) {
    const value = request.headers[header.name];
    if (value === undefined) {
      if (header.required) problems.push(`header ${header.name} is missing`);
      continue;
    }
    const text = Array.isArray(value) ? value[0] : value;
    if (!header.validate(typed(text, header.validate.schema))) {
      problems.push(`header ${header.name}: ${describeErrors(header.validate)}`);
    }
  }
  for (const param of op.query) {
    const value = request.query.get(param.name);
    if (value === null) {
      if (param.required) problems.push(`query ${param.name} is missing`);
      continue;
    }
    const parsed = param.array ? value.split(',') : typed(value, param.validate.schema);
    if (!param.validate(parsed)) problems.push(`query ${param.name}: ${describeErrors(param.validate)}`);
  }
  if (op.body && !op.body(request.body)) problems.push(`body: ${describeErrors(op.body)}`);
  return problems;
}

/** What is wrong with an answer against its operation (empty when it conforms). */
export function responseProblems(op: ContractOperation, status: number, body: unknown): string[] {
  const validate = op.responses.get(String(status));
  if (!validate) return [`status ${status} is not documented for ${op.method} ${op.template}`];
  return validate(body) ? [] : [`answer ${status}: ${describeErrors(validate)}`];
}

export function findOperation(operations: ContractOperation[], method: string, pathname: string) {
  return operations.find((op) => op.method === method && op.pattern.test(pathname));
}
