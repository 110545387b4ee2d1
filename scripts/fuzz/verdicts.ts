/** What the fuzzer counts and what makes it fail: a 5xx, a leak, or a success that breaks its schema. */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Operation } from './operations';
import type { FuzzRequest } from './requests';

const STACK_TRACE = /\n\s+at \S.*:\d+:\d+|\bat .*\((?:\/|file:|node:).*:\d+:\d+\)/;
const SQL =
  /\bSELECT\b[\s\S]{0,300}\bFROM\b|\bINSERT INTO\b|\bUPDATE "?\w+"? SET\b|syntax error at or near|violates (?:not-null|unique|foreign key|check) constraint|invalid byte sequence/;

interface Failure {
  label: string;
  status: number;
  reason: string;
  request: string;
  answer: string;
}

export class Verdicts {
  private readonly classes = new Map<string, number>();
  private readonly failures: Failure[] = [];
  private readonly undocumented = new Map<string, number>();
  private readonly validators = new Map<string, ValidateFunction | null>();
  private readonly ajv = new Ajv({ strict: false, allErrors: false });

  constructor(private readonly operations: Operation[]) {
    addFormats(this.ajv);
  }

  judge(request: FuzzRequest, answer: { status: number; text: string }) {
    const statusClass = answer.status === 0 ? 'no answer' : `${Math.floor(answer.status / 100)}xx`;
    this.classes.set(statusClass, (this.classes.get(statusClass) ?? 0) + 1);
    const fail = (reason: string) =>
      this.failures.push({
        label: request.label,
        status: answer.status,
        reason,
        request: `${request.method} ${request.url.slice(0, 600)} ${request.body?.slice(0, 600) ?? ''}`,
        answer: answer.text.slice(0, 240),
      });

    if (answer.status === 0 || answer.status >= 500) fail(statusClass);
    if (STACK_TRACE.test(answer.text)) fail('a stack trace in the answer');
    if (SQL.test(answer.text)) fail('SQL in the answer');
    const operation = request.operation;
    if (!operation) return;
    if (!(String(answer.status) in operation.answers)) {
      const key = String(answer.status);
      this.undocumented.set(key, (this.undocumented.get(key) ?? 0) + 1);
    }
    if (answer.status >= 200 && answer.status < 300) {
      const problem = this.schemaProblem(operation, answer);
      if (problem) fail(`the answer breaks its schema: ${problem}`);
    }
  }

  private schemaProblem(operation: Operation, answer: { status: number; text: string }) {
    const key = `${operation.method} ${operation.path} ${answer.status}`;
    if (!this.validators.has(key)) {
      const schema = operation.answers[String(answer.status)];
      this.validators.set(
        key,
        schema && !operation.path.endsWith('.txt') && !operation.path.endsWith('.xml')
          ? this.ajv.compile(schema)
          : null,
      );
    }
    const validate = this.validators.get(key);
    if (!validate) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(answer.text);
    } catch {
      return 'not JSON';
    }
    return validate(value) ? undefined : this.ajv.errorsText(validate.errors);
  }

  failed() {
    return this.failures.length > 0;
  }

  print() {
    const classes = [...this.classes.entries()].sort().map(([name, count]) => `${name} ${count}`);
    console.log(`answers by status class: ${classes.join(', ')}`);
    const calls = new Set(this.operations.map((o) => `${o.method} ${o.path}`)).size;
    console.log(`calls in the OpenAPI document: ${calls}`);
    if (this.undocumented.size) {
      const counts = [...this.undocumented.entries()].sort().map(([status, n]) => `${status} ${n}`);
      console.log(`statuses the called path does not document (not failed): ${counts.join(', ')}`);
    }
    if (!this.failures.length) {
      console.log('no 5xx, no stack or SQL in an answer, every success answer matches its schema');
      return;
    }
    const byReason = new Map<string, number>();
    for (const failure of this.failures) {
      const key = `${failure.label}: ${failure.reason.split(':')[0]}`;
      byReason.set(key, (byReason.get(key) ?? 0) + 1);
    }
    console.log(`FAILURES: ${this.failures.length}`);
    for (const [key, count] of byReason) console.log(`  ${count} × ${key}`);
    for (const failure of this.failures.slice(0, 12)) {
      console.log(`- ${failure.label} → ${failure.status} (${failure.reason})`);
      console.log(`    sent: ${JSON.stringify(failure.request)}`);
      console.log(`    got:  ${JSON.stringify(failure.answer)}`);
    }
  }
}
