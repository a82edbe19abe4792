import { selectAccount } from '@/features/auth/auth-slice';
import { HomePage } from '@/features/home/components/home-page';
import { useAppSelector } from '../hooks';

export function HomeRoute() {
  const account = useAppSelector(selectAccount);
  return <HomePage displayName={account?.name ?? ''} />;
}
