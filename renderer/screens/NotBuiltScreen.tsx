/** The registry entry of a screen that exists in the definitions but not yet in code. */
import { NotBuiltPage } from './NotBuiltPage.tsx';
import type { ScreenProps } from './screenProps.ts';

export default function NotBuiltScreen({ page }: ScreenProps) {
  return <NotBuiltPage page={page} />;
}
