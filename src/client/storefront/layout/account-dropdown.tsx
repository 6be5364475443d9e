import { LayoutDashboard, LogOut, User } from 'lucide-react';
import { Link } from 'react-router';
import type { Me } from '../../../shared/auth/auth.schema';
import { useSignOut } from '../../lib/sign-out';
import { paths } from '../../paths';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { accountButtonClass } from './account-button';

export interface AccountDropdownProps {
  user: NonNullable<Me['user']>;
  isAdmin: boolean;
}

export function AccountDropdown({ user, isAdmin }: AccountDropdownProps) {
  const signOut = useSignOut();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label="Account" className={accountButtonClass}>
        <User aria-hidden="true" className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to={paths.admin.dashboard}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Admin Dashboard
            </Link>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem asChild>
            <Link to={paths.account}>
              <User aria-hidden="true" className="size-4" />
              Profile
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
