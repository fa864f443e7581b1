// Proves that the lint rules keeping the shell and the remotes apart, and the server's features
// behind their index.ts, still catch a deep import from one into another (and antd taken around
// @planner/ui), and let own relative imports, the shared packages and the server's kit through;
// and that the server's kit imports no feature.
import { ESLint } from 'eslint';

const eslint = new ESLint();
const cases = [
  { file: 'mfe-crm/src/customers/boundary-probe.ts', code: "import { x } from '../../../mfe-pv/src/parts/x';\nexport { x };\n", refused: true },
  { file: 'mfe-pv/src/boundary-probe.ts', code: "import { x } from 'mfe-crm/src/app';\nexport { x };\n", refused: true },
  { file: 'mfe-planning/src/boundary-probe.ts', code: "import { x } from '../../shell/src/ShellApp';\nexport { x };\n", refused: true },
  { file: 'shell/src/boundary-probe.ts', code: "import Button from 'antd/es/button';\nexport { Button };\n", refused: true },
  { file: 'mfe-crm/src/customers/boundary-probe.ts', code: "import { x } from '../projects/x';\nexport { x };\n", refused: false },
  { file: 'mfe-crm/src/customers/boundary-probe.ts', code: "import { x } from '@planner/ui';\nexport { x };\n", refused: false },
  // Server features see each other only through their index.ts.
  { file: 'packages/server/src/quotes/boundary-probe.ts', code: "import { x } from '../planning/floorRepository';\nexport { x };\n", refused: true },
  { file: 'packages/server/src/quotes/pdf/boundary-probe.ts', code: "import { x } from '../../pricing/prices';\nexport { x };\n", refused: true },
  { file: 'packages/server/src/boundary-probe.ts', code: "import { x } from './auth/tokens';\nexport { x };\n", refused: true },
  { file: 'packages/server/src/quotes/boundary-probe.ts', code: "import { x } from '../planning';\nexport { x };\n", refused: false },
  { file: 'packages/server/src/quotes/boundary-probe.ts', code: "import { x } from '../http/errors';\nexport { x };\n", refused: false },
  { file: 'packages/server/src/masterdata/components/boundary-probe.ts', code: "import { x } from '../demo/seed';\nexport { x };\n", refused: false },
  { file: 'packages/server/src/quotes/boundary-probe.ts', code: "import { x } from '../invoices/routes';\nexport { x };\n", refused: true },
  // The kit imports no feature, not even through its index.ts, and not the composition root.
  { file: 'packages/server/src/http/boundary-probe.ts', code: "import type { x } from '../auth';\nexport type { x };\n", refused: true },
  { file: 'packages/server/src/http/boundary-probe.ts', code: "import { x } from '../remotes/manifestSource';\nexport { x };\n", refused: true },
  { file: 'packages/server/src/db/migrations/boundary-probe.ts', code: "import { x } from '../../team';\nexport { x };\n", refused: true },
  { file: 'packages/server/src/storage/boundary-probe.ts', code: "import { x } from '../feature';\nexport { x };\n", refused: true },
  { file: 'packages/server/src/http/boundary-probe.ts', code: "import { x } from '../db/scopes';\nexport { x };\n", refused: false },
  { file: 'packages/server/src/http/boundary-probe.ts', code: "import { x } from '../config';\nexport { x };\n", refused: false },
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
