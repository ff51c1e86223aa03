/** Every rendered page opens cleanly, shard 1 of 3 (tests/e2e/support/renderedPagesSuite.ts). */
import { describeRenderedPages } from './support/renderedPagesSuite.ts';

describeRenderedPages(0, 3);
