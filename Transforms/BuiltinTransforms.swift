// Built-in transforms.
