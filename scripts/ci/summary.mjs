// Adds up the JSON reports of jest and Playwright and prints the closing line CI reads:
// "N passed, N failed".
import fs from 'node:fs';

const count = (report) =>
  report.stats // Playwright
    ? {
        passed: report.stats.expected + (report.stats.flaky ?? 0),
        failed: report.stats.unexpected,
        skipped: report.stats.skipped,
      }
    : {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + (report.numTodoTests ?? 0),
      };

const total = { passed: 0, failed: 0, skipped: 0 };
for (const file of process.argv.slice(2)) {
  const { passed, failed, skipped } = count(JSON.parse(fs.readFileSync(file, 'utf8')));
  total.passed += passed;
  total.failed += failed;
  total.skipped += skipped;
  console.log(`${file.split('/').pop()}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
