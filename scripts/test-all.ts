// npm test: every check, one phase after another, each timed; it stops at the first that fails and
// prints the times of those that ran. The phases run on their own too (docs/testing.md).
import { availableParallelism } from "node:os";
import { runForExitCode } from "./lib/process";

interface Phase {
  name: string;
  command: string[];
}

// Integration test files each have a database of their own, so they run side by side on a
// machine with two cores (jest's default there is one worker).
const integrationWorkers = String(Math.min(2, availableParallelism()));

const phases: Phase[] = [
  { name: "lint", command: ["npm", "run", "--silent", "lint"] },
  { name: "types", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "unit", command: ["npx", "jest", "--selectProjects", "unit", "components"] },
  {
    name: "integration",
    command: ["npx", "jest", "--selectProjects", "integration", "--maxWorkers", integrationWorkers],
  },
  { name: "browser", command: ["npm", "run", "--silent", "test:e2e"] },
  { name: "cluster", command: ["npm", "run", "--silent", "test:cluster"] },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function report(times: [string, number][]): void {
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log("\n[test] phase times");
  for (const [name, ms] of times) console.log(`[test]   ${name.padEnd(12)} ${seconds(ms).padStart(8)}`);
  console.log(`[test]   ${"total".padEnd(12)} ${seconds(total).padStart(8)}`);
}

async function main(): Promise<number> {
  const times: [string, number][] = [];
  for (const phase of phases) {
    console.log(`\n[test] ${phase.name}: ${phase.command.join(" ")}`);
    const started = performance.now();
    const code = await runForExitCode(phase.command[0]!, phase.command.slice(1));
    times.push([phase.name, performance.now() - started]);
    console.log(
      `[test] ${phase.name} ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds(times.at(-1)![1])}`,
    );
    if (code !== 0) {
      report(times);
      return code;
    }
  }
  report(times);
  return 0;
}

void main().then((code) => process.exit(code));
