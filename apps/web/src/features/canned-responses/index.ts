export { ComposeEmailDialog } from './components/ComposeEmailDialog';
export { MessagesPanel } from './components/MessagesPanel';
