/** The route table of the bundled definitions, compiled once. */
import { compileRouteTable } from '../../engine/routes/routeTable.ts';
import { definitions } from '../definitions.ts';

export const routeTable = compileRouteTable(definitions);
