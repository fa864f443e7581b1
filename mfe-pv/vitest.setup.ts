import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages and dialogs load lazily; their first compile in a test run takes longer than the default
// second, and longer still while the server's suite runs beside them on two cores.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
