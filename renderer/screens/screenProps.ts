/** What every screen of the registry receives: its page definition and the route's params. */
import type { LoadedPage } from '../../engine/definitions/model.ts';

export interface ScreenProps {
  readonly page: LoadedPage;
  readonly params: Readonly<Record<string, string | undefined>>;
}
