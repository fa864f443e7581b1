// Proves that the lint rule keeping the shell and the remotes apart still catches a deep import
// from one app into another (and antd taken around @planner/ui), and lets an app's own relative
// imports and the shared packages through.
import { ESLint } from 'eslint';

const eslint = new ESLint();
const cases = [
  { file: 'mfe-crm/src/customers/boundary-probe.ts', code: "import { x } from '../../../mfe-pv/src/parts/x';\nexport { x };\n", refused: true },
  { file: 'mfe-pv/src/boundary-probe.ts', code: "import { x } from 'mfe-crm/src/app';\nexport { x };\n", refused: true },
  { file: 'mfe-planning/src/boundary-probe.ts', code: "import { x } from '../../shell/src/ShellApp';\nexport { x };\n", refused: true },
  { file: 'shell/src/boundary-probe.ts', code: "import Button from 'antd/es/button';\nexport { Button };\n", refused: true },
  { file: 'mfe-crm/src/customers/boundary-probe.ts', code: "import { x } from '../projects/x';\nexport { x };\n", refused: false },
  { file: 'mfe-crm/src/customers/boundary-probe.ts', code: "import { x } from '@planner/ui';\nexport { x };\n", refused: false },
];

const failures = [];
for (const { file, code, refused } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  const boundaryErrors = result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
  if (refused !== boundaryErrors.length > 0) failures.push(`${file}: ${code.split('\n')[0]} was ${refused ? 'not refused' : 'refused'}`);
}
if (failures.length > 0) {
  console.error(`The boundary lint rule does not hold:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`Boundary lint rule: ${cases.length} cases hold.`);
