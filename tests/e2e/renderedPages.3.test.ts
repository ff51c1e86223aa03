/** Every rendered page opens cleanly, shard 3 of 3 (tests/e2e/support/renderedPagesSuite.ts). */
import { describeRenderedPages } from './support/renderedPagesSuite.ts';

describeRenderedPages(2, 3);
