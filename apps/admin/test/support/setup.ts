import { afterEach } from 'vitest';
import { closePage } from './fakeShop';

// A setup file runs before every test file, while a module's own afterEach would be registered only by the
// first file of a worker to import it: the workers keep their modules from one file to the next (vite.config.ts).
afterEach(closePage);
