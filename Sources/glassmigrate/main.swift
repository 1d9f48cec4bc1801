print("glassmigrate")
