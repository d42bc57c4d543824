import { Group, Text } from '@mantine/core';
import { chunkAddress } from '../safety-checks';

/**
 * The full address in groups of four, so it can be read aloud and compared chunk by chunk.
 * Copying still yields the address without spaces.
 */
export function AddressChunks({ address }: { address: string }) {
  return (
    <Group gap={6} wrap="wrap" aria-label={`Address ${address}`} role="group">
      {chunkAddress(address).map((chunk, index) => (
        <Text
          // Chunks repeat; their position is their identity.
          key={index}
          span
          ff="monospace"
          size="sm"
          fw={index === 0 || index === chunkAddress(address).length - 1 ? 700 : 400}
          aria-hidden
        >
          {chunk}
        </Text>
      ))}
    </Group>
  );
}
