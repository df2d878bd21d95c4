import { useRouteError } from 'react-router';
import { CrashScreen } from '../layout/crash-screen';

/** Shown inside the layout when a route throws while rendering or loading. */
export function CrashRoute() {
  return <CrashScreen error={useRouteError()} />;
}
