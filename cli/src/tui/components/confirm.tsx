import { Box, Text } from 'ink';
import { KeyLayer, useKeys } from '../keys/keys.js';
import { Tone } from '../shell/theme.js';

/** A yes/no question over the screen: y confirms, n, enter or esc cancels; nothing else gets keys. */
export function Confirm({ question, onYes, onNo }: { question: string; onYes(): void; onNo(): void }) {
  return (
    <KeyLayer>
      <ConfirmKeys onYes={onYes} onNo={onNo} />
      <Box borderStyle="round" paddingX={1}>
        <Tone color="yellow">{question}</Tone>
        <Text> (y/N)</Text>
      </Box>
    </KeyLayer>
  );
}

function ConfirmKeys({ onYes, onNo }: { onYes(): void; onNo(): void }) {
  useKeys((input, key) => {
    if (input === 'y' || input === 'Y') onYes();
    else if (input === 'n' || input === 'N' || key.escape || key.return) onNo();
    return true;
  });
  return null;
}
