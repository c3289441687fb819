// A Vitest reporter that lists every test that passed only on a retry, so a retry never
// hides a flaky test: scripts/test.mjs prints the list in its summary.
import fs from 'node:fs';

export default class RetriedReporter {
  /** @param {{ outputFile?: string }} options */
  constructor(options = {}) {
    this.outputFile = options.outputFile ?? process.env.HAVKART_RETRIED_REPORT;
    /** @type {string[]} */
    this.retried = [];
  }

  /** @param {import('vitest/node').TestCase} testCase */
  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (diagnostic?.flaky) {
      this.retried.push(
        `${testCase.module.moduleId.split('/').slice(-2).join('/')} > ${testCase.fullName}`,
      );
    }
  }

  onTestRunEnd() {
    if (this.outputFile) fs.writeFileSync(this.outputFile, JSON.stringify(this.retried));
  }
}
