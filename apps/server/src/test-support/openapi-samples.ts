/**
 * Requests made from the OpenAPI document alone: a valid value for each schema the API uses
 * and a value that breaks it, checked with a JSON Schema 2020-12 validator against the same
 * document, so the contract test needs no list of routes. Covers the schema subset the
 * document uses (objects, arrays, strings with pattern/format/length, numbers with bounds,
 * enums, anyOf); a schema beyond it yields no sample, and the test reports it.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';

export type Schema = { [key: string]: unknown };

/** A fixed seed: the same document gives the same requests, so a failure reproduces. */
const SEED = 19;
/** A recent time inside every window the track and area routes accept. */
const SAMPLE_TIME = '2026-01-01T12:00:00Z';

/** What breaks a body of most schemas: wrong types, an unknown key, nothing at all. */
export const BREAKING_VALUES: readonly unknown[] = [
  '~',
  'not-a-number',
  -1,
  [],
  {},
  { '~': 1 },
  null,
];
/**
 * What breaks a path or query parameter, which arrives as text: the server coerces `-1` to
 * a number, so only text that no coercion makes valid counts.
 */
export const BREAKING_TEXTS: readonly string[] = ['not-a-number', '~', 'x'.repeat(5000)];

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class SchemaSampler {
  private readonly ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: Schema) {
    this.ajv.addSchema(document, 'openapi');
  }

  /** A validator for the schema at a JSON pointer into the document (`/paths/…/schema`). */
  validatorAt(pointer: string): ValidateFunction {
    // Compiling is the slow part, and the document repeats itself (every error answer is
    // the Problem reference, every live base the same filters): one validator per distinct
    // schema text. Refs inside are document-absolute, so equal text means equal schema.
    const key = JSON.stringify(this.nodeAt(pointer));
    let validate = this.compiled.get(key);
    if (!validate) {
      const found = this.ajv.getSchema(`openapi#${encodeURI(pointer)}`);
      if (!found) throw new Error(`no schema at ${pointer}`);
      validate = found;
      this.compiled.set(key, validate);
    }
    return validate;
  }

  private nodeAt(pointer: string): unknown {
    let node: unknown = this.document;
    for (const part of pointer.split('/').slice(1)) {
      node = (node as Schema | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    }
    return node;
  }

  /** The last validation's errors, as one line for a failure message. */
  errorsOf(validate: ValidateFunction): string {
    return this.ajv.errorsText(validate.errors);
  }

  private resolve(schema: Schema): Schema {
    const ref = schema.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
    return this.resolve(this.nodeAt(ref.slice(1)) as Schema);
  }

  /** A value the schema at `pointer` accepts, or undefined when none was found. */
  valid(pointer: string, schema: Schema): unknown {
    const validate = this.validatorAt(pointer);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const value = this.sample(schema, attempt);
      if (validate(value)) return value;
    }
    return undefined;
  }

  /** A value the schema at `pointer` refuses, or undefined when every candidate passes. */
  invalid(pointer: string, candidates: readonly unknown[] = BREAKING_VALUES): unknown {
    const validate = this.validatorAt(pointer);
    return candidates.find((value) => !validate(value));
  }

  private sample(input: Schema, attempt: number): unknown {
    const schema = this.resolve(input);
    if ('const' in schema) return schema.const;
    // A schema's own example is a value its author knows the server accepts: a dataset or
    // app that exists rather than one that is merely well-formed.
    if (Array.isArray(schema.examples) && attempt === 0) return schema.examples[0];
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if ('default' in schema && attempt === 0) return schema.default;
    const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (options) {
      const usable = options.filter((option) => this.resolve(option).type !== 'null');
      const option = usable[attempt % Math.max(usable.length, 1)] ?? options[0];
      return option ? this.sample(option, attempt) : null;
    }
    const types = [schema.type].flat().filter((type) => type !== 'null');
    switch (types[0]) {
      case 'object':
        return this.sampleObject(schema, attempt);
      case 'array':
        return this.sampleArray(schema, attempt);
      case 'string':
        return this.sampleString(schema, attempt);
      case 'integer':
      case 'number':
        return this.sampleNumber(schema);
      case 'boolean':
        return true;
      case 'null':
        return null;
      default:
        return types.length === 0 && schema.type === 'null' ? null : {};
    }
  }

  private sampleObject(schema: Schema, attempt: number): Schema {
    const properties = isSchema(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const out: Schema = {};
    // Required properties and optional switches (on) on the first try: a filter takes at
    // least one `include…` flag. Then every property, for objects that need at least one of
    // several optional ones (`minProperties`).
    const switches = Object.keys(properties).filter(
      (name) => isSchema(properties[name]) && this.resolve(properties[name]).type === 'boolean',
    );
    const names =
      attempt === 0 ? [...new Set([...required, ...switches])] : Object.keys(properties);
    for (const name of names) {
      const property = properties[name];
      if (switches.includes(name) && !required.includes(name)) out[name] = true;
      else out[name] = isSchema(property) ? this.sample(property, attempt) : 'x';
    }
    return out;
  }

  private sampleArray(schema: Schema, attempt: number): unknown[] {
    if (Array.isArray(schema.prefixItems)) {
      return (schema.prefixItems as Schema[]).map((item) => this.sample(item, attempt));
    }
    const count = typeof schema.minItems === 'number' ? schema.minItems : attempt > 0 ? 1 : 0;
    const item = isSchema(schema.items) ? schema.items : {};
    return Array.from({ length: count }, () => this.sample(item, attempt));
  }

  private sampleString(schema: Schema, attempt: number): string {
    if (schema.format === 'date-time') return SAMPLE_TIME;
    if (typeof schema.pattern === 'string') {
      const [value] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), {
        numRuns: 1,
        seed: SEED + attempt,
      });
      // The generator keeps strings short; a pattern of repeatable characters with a
      // minimum length (`^[A-Za-z0-9_-]+$`, 20 or more) takes the value repeated.
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      const text = value ?? '';
      return text.length > 0 && text.length < min
        ? text.repeat(Math.ceil(min / text.length))
        : text;
    }
    const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
    return 'x'.repeat(Math.max(min, 1));
  }

  private sampleNumber(schema: Schema): number {
    const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
    const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
    const value = Math.max(min ?? 1, 1);
    return max !== undefined ? Math.min(value, max) : value;
  }
}
