import { configure } from '@testing-library/react';

// On a loaded two-core CI machine an antd form or drawer can take seconds to show what a test waits
// for. findBy… and waitFor wait up to 5 s (Testing Library's default is 1 s); what never appears
// still fails, only later.
configure({ asyncUtilTimeout: 5000 });
