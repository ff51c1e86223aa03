/** The risk module's hand-written screens, spread into the screen registry (screenRegistry.tsx). */
import { preloadedLazy } from '../../routing/preloadedLazy.tsx';

export const dermaScreens = {
  dermaHome: preloadedLazy(() => import('./DermaHomeScreen.tsx')),
  dermaInformations: preloadedLazy(() => import('./DermaInformationsScreen.tsx')),
  dermaSetup: preloadedLazy(() => import('./DermaSetupScreen.tsx')),
  dermaRiskStage: preloadedLazy(() => import('./DermaRiskStageScreen.tsx')),
  dermaReport: preloadedLazy(() => import('./DermaReportScreen.tsx')),
};
