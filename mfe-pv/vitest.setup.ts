import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages and dialogs load lazily; their first compile in a test run takes longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
