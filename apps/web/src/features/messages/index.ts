// What other areas may show of messages (docs/architecture.md, "Between areas"): the reports
// queue shows a reported conversation's messages as the evidence of its item.
export { ConversationEvidence } from './admin/components/conversation-evidence';
