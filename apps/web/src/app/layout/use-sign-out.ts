import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';

/** Logs out and shows the login screen: the profile menu's 'Se déconnecter', and the hub's order to log out. */
export function useSignOut(): () => void {
  const logout = useLogout();
  const navigate = useNavigate();
  return useCallback(() => {
    void logout().then(() => navigate(paths.auth.root.getHref(), { replace: true }));
  }, [logout, navigate]);
}
