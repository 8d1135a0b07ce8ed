export default function destr(text: unknown): unknown;
