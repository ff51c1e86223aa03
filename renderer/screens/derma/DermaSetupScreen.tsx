import type { ScreenProps } from '../screenProps.ts';

export default function DermaSetupScreen({ page }: ScreenProps) {
  return <h1>{page.titleKey}</h1>;
}
