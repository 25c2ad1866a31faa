import { useLocation, useNavigate } from 'react-router';
import { loadSessionApi, useSession } from './session-context';

/**
 * Signs out: revokes the token on the server (this one, or every one), forgets the session and
 * goes home. The page being left is named, so if it is guarded its guard also sends the user
 * home instead of to /signin (it re-renders before the navigation commits).
 */
export function useSignOut(): (options?: { everywhere?: boolean }) => Promise<void> {
  const { forget } = useSession();
  const navigate = useNavigate();
  const { key } = useLocation();
  return async ({ everywhere = false } = {}) => {
    try {
      // The account API is loaded here, not with the menu that offers signing out.
      await (await loadSessionApi()).logOut(everywhere);
    } catch {
      // Signing out must work offline too; the token is forgotten here regardless.
    }
    forget({ leavingPageKey: key });
    await navigate('/');
  };
}
