export { UserAvatar } from './components/UserAvatar';
