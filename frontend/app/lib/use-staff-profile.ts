import { useRouteLoaderData } from 'react-router';
import type { Profile } from './session';

/** The signed-in profile the staff layout's loader checked, for any screen inside the layout. */
export function useStaffProfile(): Profile {
  const data = useRouteLoaderData('routes/staff/staff-layout') as { profile: Profile } | undefined;
  if (!data) throw new Error('useStaffProfile is only for screens inside the staff layout');
  return data.profile;
}
