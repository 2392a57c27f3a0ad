"""The rules core: pure game logic, no pygame and no files but the rule presets."""
