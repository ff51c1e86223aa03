import type { WidgetProps } from '@rjsf/utils';
import { TextWidget } from './TextWidget.tsx';

/** A password input: never autofilled with the signed-in user's own password. */
export function PasswordWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ ...props.options, inputType: 'password' }} autoComplete="new-password" />;
}
